import { describeFamilyDescriptor } from '@gig/platform-http/testing';
import { publicServantFamily } from './index';

describeFamilyDescriptor('publicServantFamily', publicServantFamily, {
  family: 'public_servant', protocol: 'institute', envVar: 'PUBLIC_SERVANT_URL', host: 'public-servant', platforms: ['issste'],
});

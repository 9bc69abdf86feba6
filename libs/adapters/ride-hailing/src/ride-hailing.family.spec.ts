import { describeFamilyDescriptor } from '@gig/platform-http/testing';
import { rideHailingFamily } from './index';

describeFamilyDescriptor('rideHailingFamily', rideHailingFamily, {
  family: 'ride_hailing', protocol: 'gig', envVar: 'RIDE_HAILING_URL', host: 'ride-hailing', platforms: ['uber', 'didi', 'cabify', 'indriver', 'beat'],
});

import baseConfig, { domainSpecsMayUseTesting } from '../../eslint.config.mjs';

export default [...baseConfig, domainSpecsMayUseTesting('')];

export { SandboxPlatformConnector } from './connector/sandbox.platform-connector';
export { createSandboxConnectors, sandboxConnectorFor } from './connector/sandbox-connectors';
export type { SandboxConnectors } from './connector/sandbox-connectors';
export { isWarningScenario, outcomeOf } from './scenarios/sandbox-scenario';
export type { SandboxField, SandboxOutcome, SandboxScenario, SandboxStage } from './scenarios/sandbox-scenario';
export { findSandboxScenario, sandboxScenarios } from './scenarios/sandbox-scenarios';
export { sandboxScenarioCatalogue } from './scenarios/sandbox-scenario.catalogue';
export { SANDBOX_DAILY_RANGES } from './data/sandbox-earnings.generator';

import {
  AggregateEarnings,
  AuthenticateApiKey,
  AuthenticateConnectToken,
  GetConnectSession,
  IssueConnectToken,
  CheckHealth,
  CheckReadiness,
  CreateAccount,
  CreateCompany,
  CreateUser,
  DeleteAccount,
  DeleteUser,
  FindUserByExternalId,
  ManageApiKeys,
  GetAccount,
  GetAccountEmployment,
  GetAccountProfile,
  GetUser,
  ImportUsers,
  ListPlatforms,
  ListSandboxScenarios,
  ListUserAccounts,
  LoginStepDeps,
  RetrieveAccountData,
  SearchAccountEarnings,
  SetCompanyPermissions,
  ValidateAccount,
  VerifyReport,
  VerifyReportFile,
  CreateWebhook,
  ListWebhooks,
  GetWebhook,
  UpdateWebhook,
  DeleteWebhook,
  RotateWebhookSecret,
  SendTestWebhook,
  ListWebhookDeliveries,
  GetWebhookDelivery,
  ResendAccountWebhook,
  RefreshAccountData,
  RefreshAccount,
  SetAccountRefresh,
  CreateWidget,
  ListWidgets,
  GetWidget,
  UpdateWidget,
  GetConnectWidget,
  IsWidgetOrigin,
  RecordConsent,
  GetConnectionStatus,
  AddMember,
  IssuePasswordLink,
  SetMemberPassword,
  SignInMember,
  AuthenticateMember,
  SignOutMember,
  ListMembers,
  ChangeMemberRole,
  RemoveMember,
  EndMemberSessions,
  ListCompanyAccounts,
  SummarizeAccounts,
  GetAccountTimeline,
  SearchUsers,
  ListFailingWebhooks,
  ResendWebhookDelivery,
  ListApiKeys,
  RequestReport,
  GenerateReport,
  GetReport,
  GetReportPdf,
  ListUserReports,
  DeleteReport,
} from '@gig/domain';
import { CachedApiKeyRepository } from '../platform/auth/cached-api-key.repository';
import type { Ports } from './ports';

/** Each use case of the service, given only the ports it needs. */
export function buildUseCases(ports: Ports) {
  const { users, accounts, companies, apiKeys, loginLimits, webhooks, widgets, consents } = ports.repositories;
  const { platforms, clock, unitOfWork } = ports;
  const loginStep: LoginStepDeps = { platforms, connectors: ports.connectors, loginLimits, secrets: ports.secrets, unitOfWork, clock, jobQueued: ports.jobQueued };
  const apiKeyCache = new CachedApiKeyRepository(apiKeys, clock, ports.apiKeyCacheMs);
  const read = ports.readRepositories;
  const aggregateEarnings = new AggregateEarnings({ earnings: read.earnings, exchangeRates: ports.exchangeRates });
  return {
    authenticateApiKey: new AuthenticateApiKey(apiKeyCache, clock),
    checkHealth: new CheckHealth(ports.health),
    checkReadiness: new CheckReadiness({ probe: ports.health, schema: ports.schema, draining: ports.draining }),
    createCompany: new CreateCompany(unitOfWork, clock),
    manageApiKeys: new ManageApiKeys(unitOfWork, clock, (keyId) => apiKeyCache.forget(keyId), ports.maxActiveApiKeys),
    setCompanyPermissions: new SetCompanyPermissions(companies),
    importUsers: new ImportUsers(unitOfWork, clock, platforms),
    createUser: new CreateUser(users, unitOfWork, clock, widgets),
    getUser: new GetUser(users),
    findUserByExternalId: new FindUserByExternalId(users),
    listUserAccounts: new ListUserAccounts({ users: read.users, accounts: read.accounts }),
    deleteUser: new DeleteUser({ users, unitOfWork, clock }),
    createAccount: new CreateAccount({ ...loginStep, users, accounts }),
    validateAccount: new ValidateAccount({ ...loginStep, accounts, users }),
    retrieveAccountData: new RetrieveAccountData({ accounts, users, companies, platforms, connectors: ports.connectors, secrets: ports.secrets, unitOfWork, clock, refresh: ports.refresh }),
    refreshAccountData: new RefreshAccountData({
      accounts, users, companies, platforms, connectors: ports.connectors, secrets: ports.secrets, unitOfWork, clock, refresh: ports.refresh, loginLimits,
    }),
    refreshAccount: new RefreshAccount({ accounts, loginLimits, unitOfWork, clock, jobQueued: ports.jobQueued }),
    setAccountRefresh: new SetAccountRefresh({ accounts, platforms, clock, refresh: ports.refresh }),
    getAccount: new GetAccount(accounts),
    deleteAccount: new DeleteAccount(accounts),
    searchAccountEarnings: new SearchAccountEarnings({ accounts: read.accounts, earnings: read.earnings }),
    getAccountProfile: new GetAccountProfile({ accounts: read.accounts, accountData: read.accountData }),
    getAccountEmployment: new GetAccountEmployment({ accounts: read.accounts, accountData: read.accountData, platforms }),
    aggregateEarnings,
    listPlatforms: new ListPlatforms(platforms),
    listSandboxScenarios: new ListSandboxScenarios(ports.sandboxScenarios),
    ...webhookUseCases({ webhooks, secrets: ports.secrets, clock, urlPolicy: ports.webhookUrls }),
    listWebhooks: new ListWebhooks(read.webhooks),
    listWebhookDeliveries: new ListWebhookDeliveries({ webhooks: read.webhooks, deliveries: read.webhookDeliveries }),
    getWebhookDelivery: new GetWebhookDelivery({ webhooks: read.webhooks, deliveries: read.webhookDeliveries }),
    sendTestWebhook: new SendTestWebhook({ webhooks, unitOfWork, clock }),
    resendAccountWebhook: new ResendAccountWebhook({ accounts, unitOfWork, clock }),
    ...widgetUseCases({ widgets, platforms, clock }),
    listWidgets: new ListWidgets(read.widgets),
    recordConsent: new RecordConsent({ users, widgets, consents, clock }),
    getConnectionStatus: new GetConnectionStatus(accounts),
    verifyReport: new VerifyReport(read.reports),
    verifyReportFile: new VerifyReportFile(read.reports),
    issueConnectToken: new IssueConnectToken({ users, widgets, connectTokens: ports.repositories.connectTokens, clock }),
    authenticateConnectToken: new AuthenticateConnectToken(ports.repositories.connectTokens, clock),
    getConnectSession: new GetConnectSession({ users, accounts }),
    ...consoleReadUseCases(ports),
    ...memberUseCases(ports),
    ...reportUseCases(ports),
  };
}

/**
 * A report's figures come from the aggregated read itself (the same use case, on the primary: generating is a
 * write's flow, and its figures must hold every day written before it was requested): no second path to the data.
 */
function reportUseCases({ repositories: r, readRepositories: read, unitOfWork, clock, jobQueued, reports, exchangeRates }: Ports) {
  const aggregateEarnings = new AggregateEarnings({ earnings: r.earnings, exchangeRates });
  return {
    requestReport: new RequestReport({ users: r.users, unitOfWork, clock, jobQueued }),
    generateReport: new GenerateReport({
      reports: r.reports, users: r.users, companies: r.companies, accounts: r.accounts, accountData: r.accountData,
      aggregateEarnings, unitOfWork, clock, ...reports,
    }),
    getReport: new GetReport(read.reports),
    getReportPdf: new GetReportPdf(read.reports),
    listUserReports: new ListUserReports({ users: read.users, reports: read.reports }),
    deleteReport: new DeleteReport({ reports: r.reports, clock }),
  };
}

function webhookUseCases(deps: ConstructorParameters<typeof CreateWebhook>[0]) {
  return {
    createWebhook: new CreateWebhook(deps),
    getWebhook: new GetWebhook(deps.webhooks),
    updateWebhook: new UpdateWebhook(deps),
    deleteWebhook: new DeleteWebhook(deps.webhooks),
    rotateWebhookSecret: new RotateWebhookSecret(deps),
  };
}

function widgetUseCases(deps: ConstructorParameters<typeof CreateWidget>[0]) {
  return {
    createWidget: new CreateWidget(deps),
    getWidget: new GetWidget(deps.widgets),
    updateWidget: new UpdateWidget(deps),
    getConnectWidget: new GetConnectWidget(deps),
    isWidgetOrigin: new IsWidgetOrigin(deps.widgets),
  };
}

function memberUseCases({ repositories: { members, memberSessions, companies, signInAttempts }, readRepositories: read, unitOfWork, clock, passwordHasher: hasher }: Ports) {
  return {
    addMember: new AddMember(unitOfWork, clock),
    issuePasswordLink: new IssuePasswordLink(unitOfWork, clock),
    setMemberPassword: new SetMemberPassword({ unitOfWork, hasher, clock }),
    signInMember: new SignInMember({ members, memberSessions, companies, attempts: signInAttempts, hasher, clock }),
    authenticateMember: new AuthenticateMember({ memberSessions, clock }),
    signOutMember: new SignOutMember(memberSessions),
    listMembers: new ListMembers(read.members),
    changeMemberRole: new ChangeMemberRole(unitOfWork),
    removeMember: new RemoveMember(unitOfWork),
    endMemberSessions: new EndMemberSessions(unitOfWork),
  };
}

/** The console's reads over a whole company (its accounts, users, webhooks in trouble, API keys): on a replica when there is one. */
function consoleReadUseCases({ repositories: r, readRepositories: read, platforms, clock }: Ports) {
  return {
    listCompanyAccounts: new ListCompanyAccounts({ directory: read.accountDirectory, platforms }),
    summarizeAccounts: new SummarizeAccounts(read.accountDirectory),
    getAccountTimeline: new GetAccountTimeline({ accounts: read.accounts, timeline: read.accountTimeline }),
    searchUsers: new SearchUsers(read.userDirectory),
    listFailingWebhooks: new ListFailingWebhooks(read.webhooks),
    resendWebhookDelivery: new ResendWebhookDelivery({ webhooks: r.webhooks, deliveries: r.webhookDeliveries, clock }),
    listApiKeys: new ListApiKeys(read.apiKeys),
  };
}

export type UseCases = ReturnType<typeof buildUseCases>;

import { AuthenticateConnectToken, GetConnectSession, IssueConnectToken, IssueDemoConnectToken, RevokeConnectToken } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { ConnectTokensController } from './connect-tokens.controller';

export const connectTokensArea = {
  controllers: [ConnectTokensController],
  useCases: ({ repositories: { users, widgets, accounts, connectTokens, members, companies }, clock }: Ports) => {
    const issueConnectToken = new IssueConnectToken({ users, widgets, connectTokens, clock });
    return {
      issueConnectToken,
      issueDemoConnectToken: new IssueDemoConnectToken({ members, companies, widgets, issue: issueConnectToken }),
      authenticateConnectToken: new AuthenticateConnectToken(connectTokens, clock),
      revokeConnectToken: new RevokeConnectToken({ connectTokens, clock }),
      getConnectSession: new GetConnectSession({ users, accounts }),
    };
  },
} satisfies Area;

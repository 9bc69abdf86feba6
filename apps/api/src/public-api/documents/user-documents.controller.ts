import { Get, Param, Query } from '@nestjs/common';
import { ListUserDocuments, Principal } from '@gig/domain';
import { PageQueryDto } from '../accounts/dto/account.requests';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { READ } from '../../platform/docs/operation-errors';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { DocumentPageJson, presentDocumentPage } from './document.presenter';
import { DocumentPageEnvelopeDto } from './dto/document.responses';

@PublicApi('v1/users', 'documents')
export class UserDocumentsController {
  constructor(private readonly listUserDocuments: ListUserDocuments) {}

  @Operation(Get(':user_id/documents'), {
    access: 'read', keys: 'private',
    id: 'listUserDocuments', summary: 'List a user’s documents', description: 'The user’s uploaded documents, newest first, a page at a time.',
    ok: { type: DocumentPageEnvelopeDto }, errors: [...READ, 'bad_request', 'USER_NOT_FOUND'],
  })
  async list(@Param('user_id') userId: string, @Query() query: PageQueryDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<DocumentPageJson>> {
    return successEnvelope(presentDocumentPage(await this.listUserDocuments.execute(principal, userId, { page: query.page, itemsPerPage: query.items_per_page })));
  }
}

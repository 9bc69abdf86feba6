import { DeleteDocument, GetDocument, GetDocumentFile, ListUserDocuments, UploadDocument } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { ConnectDocumentsController } from './connect-documents.controller';
import { DocumentsController } from './documents.controller';
import { UserDocumentsController } from './user-documents.controller';

/** A document is read right after its upload (its id comes back in the answer): reads stay on the primary. */
export const documentsArea = {
  controllers: [DocumentsController, UserDocumentsController, ConnectDocumentsController],
  useCases: ({ repositories: r, unitOfWork, pdfReader, secrets, clock }: Ports) => ({
    uploadDocument: new UploadDocument({ users: r.users, documents: r.documents, pdfReader, secrets, unitOfWork, clock }),
    getDocument: new GetDocument(r.documents),
    listUserDocuments: new ListUserDocuments({ users: r.users, documents: r.documents }),
    getDocumentFile: new GetDocumentFile({ documents: r.documents, secrets }),
    deleteDocument: new DeleteDocument({ unitOfWork }),
  }),
} satisfies Area;

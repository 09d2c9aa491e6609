import { fileRefusal } from '../../core/client/knowledge/knowledge-base-processing.ts';
import { ACCEPTED_TYPES_TEXT, formatMegabytes } from '../../core/domain/knowledge/knowledge-base.ts';
import { KnowledgeText } from './knowledge-text.ts';

/** A file the browser hands over (File is a Blob with a name). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** Why a picked file will not be uploaded, in the screen's words, before anything is sent; null when it can go. */
export function fileProblem(file: PickedFile, maxUploadBytes: number): string | null {
  switch (fileRefusal(file, maxUploadBytes)) {
    case 'wrong-type':
      return KnowledgeText.kbWrongType(file.name, ACCEPTED_TYPES_TEXT);
    case 'empty':
      return KnowledgeText.kbEmptyFile(file.name);
    case 'too-large':
      return KnowledgeText.kbTooLarge(file.name, formatMegabytes(maxUploadBytes));
    default:
      return null;
  }
}

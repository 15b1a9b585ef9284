import {
  BATCH_SCREENING_FILE,
  BATCH_SCREENING_MESSAGES,
  type BatchScreeningPreview,
  SCREENING_BATCH_MESSAGES,
} from '@aml/contracts';
import { UploadBatchPage, type UploadScreen } from '../upload-batch/upload-batch-page';
import { batchScreeningApi } from './api/batch-screening-api';
import { BatchInstructions } from './components/batch-instructions';
import { BatchPreview } from './components/batch-preview';
import { batchResultsPath } from './paths';

const M = BATCH_SCREENING_MESSAGES;

const SCREEN: UploadScreen<BatchScreeningPreview> = {
  title: 'Batch Screening',
  level: 1,
  resultsPath: batchResultsPath,
  upload: {
    subject: 'screening workbook',
    limits: BATCH_SCREENING_FILE,
    messages: { fileType: SCREENING_BATCH_MESSAGES.fileType, tooLarge: M.parseError(M.tooLarge) },
  },
  // Spec 3 §8: a refused file reads 'Error parsing file: ...'.
  refusalWords: M.parseError,
  instructions: <BatchInstructions />,
  renderPreview: (preview) => <BatchPreview preview={preview} />,
  // Spec 3 §4: a balance short of the records may process only the first maxScreeningCount of them.
  partial: true,
};

/**
 * Spec 3 §2 Batch screening (/dashboard/batch-screening). The workbook is checked by the server (preview)
 * and then started as a server job (issue 13); a batch still running, or finished and not discarded, sends
 * the user to its results.
 */
export function BatchScreeningPage() {
  return <UploadBatchPage api={batchScreeningApi} screen={SCREEN} />;
}

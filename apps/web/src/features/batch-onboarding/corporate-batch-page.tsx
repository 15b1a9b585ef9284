import { CORPORATE_BATCH_FILE, CORPORATE_BATCH_ONBOARDING_MESSAGES, type CorporateBatchPreview } from '@aml/contracts';
import { UploadBatchPage, type UploadScreen } from '../upload-batch/upload-batch-page';
import { corporateBatchApi } from './api/corporate-batch-api';
import { CorporateBatchInstructions } from './components/corporate-batch-instructions';
import { CorporatePreview } from './components/corporate-batch-preview';
import { corporateBatchResultsPath } from './paths';

const M = CORPORATE_BATCH_ONBOARDING_MESSAGES;
const screenings = (n: number) => (n === 1 ? '1 screening' : `${n} screenings`);

const SCREEN: UploadScreen<CorporateBatchPreview> = {
  title: 'Corporate Batch Onboarding',
  level: 2,
  resultsPath: corporateBatchResultsPath,
  upload: {
    subject: 'corporate onboarding workbook',
    limits: CORPORATE_BATCH_FILE,
    // Spec 2 §5.7: 'Error processing file. Please check the file format.' and why.
    messages: { fileType: M.notWorkbook, tooLarge: M.tooLarge },
  },
  // The server's refusals ('Missing mandatory headers: ...', 'Maximum 500 records allowed.' …) are shown as given.
  instructions: <CorporateBatchInstructions />,
  renderPreview: (preview) => <CorporatePreview preview={preview} />,
  countWords: {
    statement: (balance, records, needed) =>
      `Your organisation has ${screenings(balance)} left, and the file's ${records} companies and their partners need ${screenings(needed)}.`,
    advice:
      'Each company and each partner takes one screening, so the batch cannot start. Discard it and split the file, or ask your platform administrator for more screenings.',
  },
};

/**
 * Spec 2 §2.8 Corporate Batch Onboarding (/dashboard/quick-onboard/corporate-batch). The workbook is checked by
 * the server (preview) and then registered company by company by a server job (issue 14, decision 111); a batch
 * still running, or started within 24 hours and not discarded, sends the user to its results (spec 2 §4.8).
 */
export function CorporateBatchPage() {
  return <UploadBatchPage api={corporateBatchApi} screen={SCREEN} />;
}

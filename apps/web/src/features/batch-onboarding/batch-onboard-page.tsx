import {
  BATCH_ONBOARDING_FILE,
  BATCH_ONBOARDING_MESSAGES,
  type BatchOnboardingPreview,
  INDIVIDUAL_BATCH_MESSAGES,
} from '@aml/contracts';
import { UploadBatchPage, type UploadScreen } from '../upload-batch/upload-batch-page';
import { batchOnboardingApi } from './api/batch-onboarding-api';
import { BatchOnboardInstructions } from './components/batch-onboard-instructions';
import { BatchOnboardPreview } from './components/batch-onboard-preview';
import { batchOnboardResultsPath } from './paths';

const M = INDIVIDUAL_BATCH_MESSAGES;

const SCREEN: UploadScreen<BatchOnboardingPreview> = {
  title: 'Batch Onboarding',
  level: 2,
  resultsPath: batchOnboardResultsPath,
  upload: {
    subject: 'onboarding workbook',
    limits: BATCH_ONBOARDING_FILE,
    messages: { fileType: M.fileType, tooLarge: M.parseError(BATCH_ONBOARDING_MESSAGES.tooLarge) },
  },
  // Spec 2 §5.3: a refused file reads 'Error parsing file: ...'.
  refusalWords: M.parseError,
  instructions: <BatchOnboardInstructions />,
  renderPreview: (preview) => <BatchOnboardPreview preview={preview} />,
};

/**
 * Spec 2 §2.6 Batch Onboarding (/dashboard/quick-onboard/batch-onboard). The workbook is checked by the server
 * (preview) and then onboarded by a server job (issue 14, decision 111); a batch still running, or started within
 * 24 hours and not discarded, sends the user to its results (spec 2 §4.7).
 */
export function BatchOnboardPage() {
  return <UploadBatchPage api={batchOnboardingApi} screen={SCREEN} />;
}

import { NEWS_MESSAGES, type UploadImageResult, uploadImageResultSchema } from '@aml/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, serverMessageOr } from '../../../lib/api-client';
import { fileToBase64 } from '../../../lib/files';

/** POST /api/upload-image: the server checks and stores the image and answers its address (spec 1 §7). */
export async function uploadImage(file: File): Promise<UploadImageResult> {
  return apiRequest('/api/upload-image', {
    method: 'POST',
    body: { filename: file.name, fileBinary: await fileToBase64(file) },
    schema: uploadImageResultSchema,
    failureToast: serverMessageOr(NEWS_MESSAGES.uploadFailed),
  });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}

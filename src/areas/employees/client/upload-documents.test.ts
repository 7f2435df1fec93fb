import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { toastUploadFailures } from './upload-documents';

describe('documents that were not uploaded', () => {
  it('are listed one per line in one toast, each with its reason', () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue('id');
    toastUploadFailures(['cv.exe: Only PDF files are accepted', 'scan.pdf: The file is larger than 5 MB']);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0]).split('\n')).toEqual([
      'Some documents were not uploaded:',
      '• cv.exe: Only PDF files are accepted',
      '• scan.pdf: The file is larger than 5 MB',
    ]);
    toastUploadFailures([]);
    expect(error).toHaveBeenCalledTimes(1);
  });
});

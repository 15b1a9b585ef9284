// @vitest-environment happy-dom
import type { CustomerFile } from '@aml/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, renderWithApp } from '../../../test-support/render-with-app';
import { DocumentsField } from './documents-field';

beforeAll(installBrowserShims);
afterEach(cleanup);

const MB = 1024 * 1024;

function stored(filename: string): CustomerFile {
  return {
    id: `id-${filename}`,
    filename,
    sasUrl: `/api/files/${filename}?sig=abc`,
    contentType: 'application/pdf',
    size: 120_000,
    sha256: 'f'.repeat(64),
    uploadedAt: '2026-01-01T00:00:00.000Z',
  };
}

function file(name: string, bytes = 1024): File {
  return new File([new Uint8Array(bytes)], name);
}

function Harness({ existing = [] }: { existing?: CustomerFile[] }) {
  const [files, setFiles] = useState<File[]>([]);
  const [deleted, setDeleted] = useState<string[]>([]);
  return (
    <>
      <DocumentsField
        existing={existing}
        deleted={deleted}
        onDeletedChange={setDeleted}
        files={files}
        onFilesChange={setFiles}
      />
      <output aria-label="new files">{files.map((f) => f.name).join('|')}</output>
      <output aria-label="deleted">{deleted.join('|')}</output>
    </>
  );
}

const newFiles = () => screen.getByLabelText('new files').textContent;
const deletedNames = () => screen.getByLabelText('deleted').textContent;

async function pick(...files: File[]) {
  const input = screen.getByLabelText('Document files') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
  // react-dropzone reads the picked files asynchronously.
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('DocumentsField (spec 2 §4.5, §5.6)', () => {
  it('takes images, PDF and Word files of up to 2 MB, naming each refused file', async () => {
    renderWithApp(<Harness />);
    await pick(file('passport.png'), file('contract.docx'), file('virus.exe'), file('scan.pdf', 3 * MB));
    await waitFor(() => expect(newFiles()).toBe('passport.png|contract.docx'));
    expect(screen.getByText('virus.exe is not a valid file type.')).toBeTruthy();
    expect(screen.getByText('scan.pdf exceeds 2MB limit.')).toBeTruthy();
  });

  it('refuses a pick that would make more than 5 documents, counting stored ones not deleted', async () => {
    renderWithApp(<Harness existing={[stored('a.pdf'), stored('b.pdf'), stored('c.pdf')]} />);
    await pick(file('d.pdf'), file('e.pdf'), file('f.pdf'));
    await waitFor(() => expect(screen.getByText('You can upload a maximum of 5 files.')).toBeTruthy());
    expect(newFiles()).toBe('');
    // Marking one stored document deleted frees its place.
    fireEvent.click(screen.getByRole('button', { name: 'Delete a.pdf' }));
    await pick(file('d.pdf'), file('e.pdf'), file('f.pdf'));
    await waitFor(() => expect(newFiles()).toBe('d.pdf|e.pdf|f.pdf'));
    expect(screen.queryByText('You can upload a maximum of 5 files.')).toBeNull();
    // Full again: the deleted document cannot come back until a place is free.
    fireEvent.click(screen.getByRole('button', { name: 'Restore a.pdf' }));
    expect(screen.getByText('You can upload a maximum of 5 files.')).toBeTruthy();
    expect(deletedNames()).toBe('a.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Remove e.pdf' }));
    expect(newFiles()).toBe('d.pdf|f.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Restore a.pdf' }));
    expect(deletedNames()).toBe('');
  });

  it('shows a deleted document struck through with [Deleted] and no link, and restores it', () => {
    renderWithApp(<Harness existing={[stored('passport.pdf')]} />);
    const list = screen.getByRole('list', { name: 'Attached documents' });
    const link = within(list).getByRole('link', { name: 'passport.pdf' });
    expect(link.getAttribute('href')).toBe('/api/files/passport.pdf?sig=abc');
    expect(link.hasAttribute('download')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Delete passport.pdf' }));
    expect(deletedNames()).toBe('passport.pdf');
    expect(within(list).queryByRole('link')).toBeNull();
    const item = within(list).getByRole('listitem');
    expect(item.textContent).toContain('passport.pdf [Deleted]');
    expect(within(item).getByText('passport.pdf').style.textDecoration).toBe('line-through');

    fireEvent.click(screen.getByRole('button', { name: 'Restore passport.pdf' }));
    expect(deletedNames()).toBe('');
    expect(within(list).getByRole('link', { name: 'passport.pdf' })).toBeTruthy();
    expect(list.textContent).not.toContain('[Deleted]');
  });
});

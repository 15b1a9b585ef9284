import '@mantine/tiptap/styles.layer.css';
import { checkFiles, SINGLE_IMAGE_RULES } from '@aml/contracts';
import { Input } from '@mantine/core';
import { getUploadImageExtension, RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { toastError } from '../../../lib/toast';
import { uploadImage } from '../api/upload-image';

/** A picked image the browser already knows the server would refuse (spec 1 §5 wording). */
class ImageRejected extends Error {}

async function uploadForEditor(file: File) {
  const [problem] = checkFiles([file], SINGLE_IMAGE_RULES);
  if (problem) throw new ImageRejected(problem);
  const { url } = await uploadImage(file);
  return { src: url, alt: file.name };
}

function reportUploadError(_file: File, error: unknown) {
  // Server failures were toasted by the api client already; local refusals are told here.
  if (error instanceof ImageRejected) toastError(error.message);
}

export interface ArticleEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
}

/**
 * Spec 1 §2.9 and §5: the rich-text body with image insertion. Picked, dropped and pasted images are
 * uploaded to /api/upload-image and inserted by address; inline base64 never reaches the article.
 */
export function ArticleEditor({ label, value, onChange, error }: ArticleEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false } }),
      getUploadImageExtension(Image, { onImageUpload: uploadForEditor, onImageUploadError: reportUploadError }),
    ],
    content: value,
    // An empty document is '' so that 'Blog content is required' applies rather than the stripped-tags rule.
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': errorId,
      },
    },
    immediatelyRender: true,
  });

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      id={labelId}
      withAsterisk
      error={error}
      errorProps={{ id: errorId }}
    >
      <RichTextEditor editor={editor} onImageUpload={uploadForEditor} onImageUploadError={reportUploadError} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Blockquote />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.ImageUpload accept="image/jpeg,image/png,image/gif" />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={220} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

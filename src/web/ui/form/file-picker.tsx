import type { ReactNode } from 'react';
import './file-picker.css';

/**
 * The control that opens the file chooser: a label drawn as a button around a visually hidden input,
 * so it has a button's size and focus ring instead of the browser's thin file row.
 */
export function FilePicker({
  children,
  accept,
  multiple = false,
  disabled = false,
  describedBy,
  onFiles,
}: {
  children: ReactNode;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  describedBy?: string;
  onFiles: (files: File[]) => void;
}) {
  return (
    <label className={`button button--secondary file-picker${disabled ? ' file-picker--disabled' : ''}`}>
      {children}
      <input
        className="visually-hidden"
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared, so that choosing the same file again still counts as a choice.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
}

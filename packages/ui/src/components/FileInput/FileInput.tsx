import { useEffect, useMemo, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FileText, ImagePlus, Upload, X } from 'lucide-react';
import { describedBy, useFieldIds } from '../FormField';
import * as fieldStyles from '../FormField/FormField.css';
import { IconButton } from '../IconButton';
import { cx } from '../../styles/cx';
import * as styles from './FileInput.css';

/** A file already stored on the server (a gallery photo): shown with the new ones, removable. */
export interface ExistingFile {
  id: string;
  src: string;
  alt: string;
}

export interface FileRejection {
  file: File;
  message: string;
}

/** True when the file matches an accept list such as 'image/png,image/jpeg' or 'image/*,.pdf'. */
export function matchesAccept(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .some((entry) => (entry.startsWith('.') ? name.endsWith(entry) : entry.endsWith('/*') ? type.startsWith(entry.slice(0, -1)) : type === entry));
}

/** Object URLs for image previews, revoked when the files change and on unmount (no leaked blobs). */
function useObjectUrls(files: readonly File[], enabled: boolean): ReadonlyMap<File, string> {
  const urls = useMemo(
    () => new Map(enabled ? files.filter((file) => file.type.startsWith('image/')).map((file) => [file, URL.createObjectURL(file)] as const) : []),
    [files, enabled],
  );
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

function formatSize(bytes: number, locale: string): string {
  const units = ['o', 'Ko', 'Mo'] as const;
  const englishUnits = ['B', 'KB', 'MB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const label = (locale.startsWith('fr') ? units : englishUnits)[unit];
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${label}`;
}

export interface FileInputProps {
  label: ReactNode;
  /** E.g. 'PNG, JPG, GIF (max. 5MB)' (spec admin §2). */
  hint?: ReactNode;
  /** An error of the screen's own (shown with the rejections). */
  error?: ReactNode;
  /** The picker's filter, e.g. 'image/png,image/jpeg'. Dropped files are not filtered: validate them. */
  accept?: string;
  multiple?: boolean;
  /** The chosen files (controlled). With multiple, new files are appended; without, a new file replaces the old. */
  value: readonly File[];
  onChange: (files: File[]) => void;
  /**
   * Returns the message for a file to refuse (the spec's type and size messages), or undefined to accept it; a
   * promise when the check reads the file (its dimensions, before any preview decodes it).
   */
  validate?: (file: File) => string | undefined | Promise<string | undefined>;
  /** Called with the refused files and their messages (the screen may show them as alerts too). */
  onReject?: (rejections: FileRejection[]) => void;
  /** Image thumbnails instead of a list of names. */
  previews?: boolean;
  existing?: readonly ExistingFile[];
  onRemoveExisting?: (id: string) => void;
  /** Overrides the drop zone's text. */
  prompt?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/**
 * Choose files by the picker or by drag and drop, see them listed (or as thumbnails), remove each one.
 * The native input stays the focusable control (named by the label); the zone around it is its visual.
 */
export function FileInput({
  label,
  hint,
  error,
  accept,
  multiple = false,
  value,
  onChange,
  validate,
  onReject,
  previews = false,
  existing = [],
  onRemoveExisting,
  prompt,
  required,
  disabled,
  name,
  id,
  className,
}: FileInputProps) {
  const intl = useIntl();
  const ids = useFieldIds(id);
  const inputRef = useRef<HTMLInputElement>(null);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const [dragging, setDragging] = useState(false);
  const urls = useObjectUrls(value, previews);
  const shownError = error || rejections.length > 0;

  const add = async (picked: readonly File[]) => {
    const refused: FileRejection[] = [];
    const accepted: File[] = [];
    for (const file of multiple ? picked : picked.slice(0, 1)) {
      const message = await validate?.(file);
      if (message) refused.push({ file, message });
      else accepted.push(file);
    }
    setRejections(refused);
    if (refused.length > 0) onReject?.(refused);
    if (accepted.length > 0) onChange(multiple ? [...value, ...accepted] : accepted);
  };

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    void add(Array.from(event.target.files ?? []));
    // Spec admin §5: the chooser is cleared after each pick (and so the same file can be picked again).
    event.target.value = '';
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void add(Array.from(event.dataTransfer.files));
  };

  const removeLabel = (fileName: string) => intl.formatMessage({ id: 'ui.fileInput.remove' }, { name: fileName });
  const hasItems = value.length > 0 || existing.length > 0;
  const ZoneIcon = previews ? ImagePlus : Upload;

  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={ids.controlId} className={fieldStyles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={fieldStyles.requiredMarker}>
            *
          </span>
        ) : null}
      </label>
      <div
        className={styles.zone}
        data-dragging={dragging}
        data-invalid={Boolean(shownError)}
        data-disabled={Boolean(disabled)}
        onClick={(event) => {
          if (event.target !== inputRef.current) inputRef.current?.click();
        }}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
      >
        <input
          ref={inputRef}
          id={ids.controlId}
          type="file"
          name={name}
          accept={accept}
          multiple={multiple}
          required={required && !hasItems}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(ids, hint, shownError)}
          className={fieldStyles.visuallyHidden}
          onChange={handleInput}
        />
        <ZoneIcon aria-hidden="true" size={28} className={styles.zoneIcon} />
        <span aria-hidden="true">{prompt ?? intl.formatMessage({ id: multiple ? 'ui.fileInput.promptMultiple' : 'ui.fileInput.promptSingle' })}</span>
      </div>
      {hint ? (
        <p id={ids.hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {shownError ? (
        <div id={ids.errorId} role="alert" className={fieldStyles.error}>
          {error ? <p className={fieldStyles.error}>{error}</p> : null}
          {rejections.length > 0 ? (
            <ul className={styles.rejections}>
              {rejections.map((rejection, position) => (
                <li key={`${rejection.file.name}-${position}`}>
                  {intl.formatMessage({ id: 'ui.fileInput.rejected' }, { name: rejection.file.name, message: rejection.message })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {hasItems ? (
        <ul className={previews ? styles.grid : styles.list} aria-label={intl.formatMessage({ id: 'ui.fileInput.files' })}>
          {existing.map((file) => (
            <li key={`existing-${file.id}`} className={previews ? styles.tile : styles.row}>
              {previews ? <img src={file.src} alt={file.alt} className={styles.thumbnail} /> : <span className={styles.fileName}>{file.alt}</span>}
              {onRemoveExisting ? (
                <IconButton
                  label={removeLabel(file.alt)}
                  icon={<X size={16} />}
                  size="sm"
                  round
                  className={previews ? styles.tileRemove : undefined}
                  disabled={disabled}
                  onClick={() => onRemoveExisting(file.id)}
                />
              ) : null}
            </li>
          ))}
          {value.map((file, position) => {
            const url = urls.get(file);
            return (
              <li key={`new-${file.name}-${file.size}-${position}`} className={previews ? styles.tile : styles.row}>
                {previews ? (
                  url ? (
                    <img src={url} alt={file.name} className={styles.thumbnail} />
                  ) : (
                    <FileText role="img" aria-label={file.name} size={28} />
                  )
                ) : (
                  <>
                    <FileText aria-hidden="true" size={18} />
                    <span className={styles.fileName}>{file.name}</span>
                    <span className={styles.fileSize}>{formatSize(file.size, intl.locale)}</span>
                  </>
                )}
                <IconButton
                  label={removeLabel(file.name)}
                  icon={<X size={16} />}
                  size="sm"
                  round
                  className={previews ? styles.tileRemove : undefined}
                  disabled={disabled}
                  onClick={() => onChange(value.filter((_, index) => index !== position))}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

export type ImagePickerProps = Omit<FileInputProps, 'previews'>;

/** FileInput for images: thumbnails in a two-column grid (member media gallery, logos, banner images). */
export function ImagePicker({ accept = 'image/png,image/jpeg', ...props }: ImagePickerProps) {
  return <FileInput {...props} accept={accept} previews />;
}

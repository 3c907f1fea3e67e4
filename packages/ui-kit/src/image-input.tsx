import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type ComponentPropsWithRef,
  type DragEvent,
  type ReactNode,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from './button';
import { cx } from './class-names';
import { Field } from './field';
import { hasContent } from './has-content';
import { useKitI18n } from './kit-i18n';
import { mergeRefs } from './merge-refs';
import { useObjectUrl } from './use-object-url';

/** Texts of an {@link ImageInput}; each has an English default. */
export interface ImageInputTexts {
  /** Shown in the drop area. Default "Choose an image or drop it here." */
  drop?: ReactNode;
  /** Shown when a non-image is chosen. */
  notImage?: string;
  /** Shown when the file is over maxBytes; gets the limit in readable form ("2 MB"). */
  tooLarge?: (limit: string) => string;
  /** Alt text of the preview of the chosen file. Default "Preview of the chosen image". */
  previewAlt?: string;
  /** Alt text of the current image. Default "Current image". */
  currentAlt?: string;
  /** Names the chosen file; gets its name and size in readable form. Default "{name}, {size}". */
  chosen?: (name: string, size: string) => string;
  /** Said in place of a preview the browser cannot draw. Default "No preview: this file does not open as a picture." */
  noPreview?: string;
  /** The button that lets go of the chosen (or refused) file. Default "Remove chosen file". */
  remove?: string;
}

/** Props of {@link ImageInput}: native file-input props plus preview, limits and texts. */
export interface ImageInputProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'children'> {
  /** Visible label tied to the file input. */
  label: ReactNode;
  /** The image already stored, shown while no file is chosen. */
  currentUrl?: string | null;
  /** Largest accepted file in bytes; 5 MiB by default. */
  maxBytes?: number;
  /** Called with an accepted file (never with a refused one), or null when the form is reset or the file removed. */
  onFileChange?: (file: File | null) => void;
  /**
   * Called when a chosen file is refused (not an image, over maxBytes), with the message the field shows: a form
   * must not go on as if nothing had been chosen. The next accepted file, a removal or a reset undoes it.
   */
  onFileRefused?: (reason: string) => void;
  /** Error message from outside (e.g. the server's), shown under the input. */
  error?: ReactNode;
  /** Texts shown by the input. */
  texts?: ImageInputTexts;
}

/**
 * An image picker: choose or drop a file, see it at once with its name, refuse non-images and files over maxBytes,
 * let go of the choice; a file the browser cannot draw shows no broken picture.
 */
export function ImageInput({
  label,
  currentUrl,
  maxBytes = 5 * 1024 * 1024,
  onFileChange,
  onFileRefused,
  error,
  texts,
  className,
  id,
  accept = 'image/*',
  ref,
  'aria-describedby': describedBy,
  ...rest
}: ImageInputProps) {
  const i18n = useKitI18n();
  const [file, setFile] = useState<File | null>(null);
  // The file last chosen, accepted or refused: the field names it.
  const [chosen, setChosen] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const previewUrl = useObjectUrl(file);
  const dropId = useId();
  const chosenId = useId();

  const takeFile = (candidate: File | undefined): boolean => {
    if (!candidate) return false;
    setChosen(candidate);
    const reason = refusalOf(candidate, maxBytes, texts, i18n);
    setRefusal(reason);
    if (reason) {
      onFileRefused?.(reason);
      return false;
    }
    setFile(candidate);
    onFileChange?.(candidate);
    return true;
  };

  const letGo = () => {
    setFile(null);
    setChosen(null);
    setRefusal(null);
    if (inputRef.current) inputRef.current.value = '';
    onFileChange?.(null);
  };

  const watchReset = useCallback((node: HTMLInputElement | null) => {
    const form = node?.form;
    if (!form) return;
    const reset = () => {
      setFile(null);
      setChosen(null);
      setRefusal(null);
    };
    form.addEventListener('reset', reset);
    return () => form.removeEventListener('reset', reset);
  }, []);
  const refs = useMemo(() => mergeRefs(ref, inputRef, watchReset), [ref, watchReset]);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (takeFile(dropped) && dropped) putInInput(inputRef.current, dropped);
  };

  const shown = previewUrl ?? currentUrl ?? null;
  const broken = shown !== null && shown === brokenSrc;
  return (
    <Field
      label={label}
      error={refusal ?? (hasContent(error) ? error : undefined)}
      id={id}
      describedBy={cx(chosen && chosenId, dropId, describedBy) || undefined}
      className={cx('ui-field--image', className)}
    >
      {(control) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the file input inside is the keyboard path
        <div
          className={cx('ui-dropzone', dragging && 'ui-dropzone--active')}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <div className="ui-dropzone-preview">
            {shown && !broken ? (
              <img
                src={shown}
                alt={
                  previewUrl
                    ? (texts?.previewAlt ?? i18n._(msg`Preview of the chosen image`))
                    : (texts?.currentAlt ?? i18n._(msg`Current image`))
                }
                onError={() => setBrokenSrc(shown)}
              />
            ) : (
              <span className="ui-dropzone-empty" aria-hidden="true" />
            )}
          </div>
          <div className="ui-dropzone-controls">
            <input
              type="file"
              accept={accept}
              className="ui-file-input"
              ref={refs}
              onChange={(event) => {
                const input = event.currentTarget;
                if (!takeFile(input.files?.[0])) restoreInput(input, file);
              }}
              {...rest}
              {...control}
            />
            {chosen && (
              <p id={chosenId} className="ui-file-name">
                {chosenText(chosen, texts, i18n)}
              </p>
            )}
            {broken && previewUrl && (
              <p className="ui-hint">
                {texts?.noPreview ?? i18n._(msg`No preview: this file does not open as a picture.`)}
              </p>
            )}
            <p id={dropId} className="ui-hint">
              {texts?.drop ?? i18n._(msg`Choose an image or drop it here.`)}
            </p>
            {chosen && (
              <Button variant="ghost" size="sm" className="ui-file-remove" onClick={letGo}>
                {texts?.remove ?? i18n._(msg`Remove chosen file`)}
              </Button>
            )}
          </div>
        </div>
      )}
    </Field>
  );
}

function chosenText(file: File, texts: ImageInputTexts | undefined, i18n: I18n): string {
  const { name } = file;
  const size = readableBytes(file.size, i18n);
  return texts?.chosen?.(name, size) ?? i18n._(msg`${name}, ${size}`);
}

function refusalOf(
  file: File,
  maxBytes: number,
  texts: ImageInputTexts | undefined,
  i18n: I18n,
): string | null {
  if (!file.type.startsWith('image/'))
    return texts?.notImage ?? i18n._(msg`This file is not an image. Choose an image file.`);
  if (file.size > maxBytes) {
    const limit = readableBytes(maxBytes, i18n);
    return texts?.tooLarge?.(limit) ?? i18n._(msg`This image is too large. The limit is ${limit}.`);
  }
  return null;
}

function readableBytes(bytes: number, i18n: I18n): string {
  if (bytes >= 1024 * 1024) {
    const megabytes = Math.round((bytes / (1024 * 1024)) * 10) / 10;
    return i18n._(msg`${megabytes} MB`);
  }
  if (bytes >= 1024) {
    const kilobytes = Math.round(bytes / 1024);
    return i18n._(msg`${kilobytes} kB`);
  }
  return i18n._(msg`${bytes} bytes`);
}

/** Puts a dropped file into the native input so an uncontrolled form's FormData carries it. */
function putInInput(input: HTMLInputElement | null, file: File) {
  if (!input || typeof DataTransfer === 'undefined') return;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
}

/** After a refusal, the input goes back to the last accepted file (or to empty) so the refused one is never sent. */
function restoreInput(input: HTMLInputElement, previous: File | null) {
  input.value = '';
  if (previous) putInInput(input, previous);
}

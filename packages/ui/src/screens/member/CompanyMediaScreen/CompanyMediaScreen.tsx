import { CircleCheck, Images, Save } from 'lucide-react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { ImagePicker } from '../../../components/FileInput';
import { TextField } from '../../../components/TextField';
import { VideoEmbed } from '../../../components/VideoEmbed';
import { MemberFormFeedback } from '../MemberFormFeedback';
import { MemberStateFrame } from '../MemberStateFrame';
import { ProfileSummaryCard } from '../ProfileSummaryCard';
import type { MemberCompany, MemberLoadState, MemberSaveState } from '../types';
import * as styles from './CompanyMediaScreen.css';

/** A photo of the gallery already stored on the server. */
export interface GalleryPhoto {
  id: string;
  /** The image's address (the container builds it from the stored file name). */
  url: string;
  /** Text alternative; 'Photo n' when omitted. */
  alt?: string;
}

export interface CompanyMediaScreenProps {
  load: MemberLoadState;
  onRetry?: () => void;
  /** The public-profile summary card's company; no card when omitted. */
  company?: MemberCompany;
  /** Where the summary card's edit action leads (the profile form). */
  editProfileHref: string;
  /** The saved photos (per-photo delete through onRemovePhoto). */
  photos: readonly GalleryPhoto[];
  /** Photos chosen and not saved yet (previews in the same grid). */
  newPhotos: readonly File[];
  onNewPhotosChange: (files: File[]) => void;
  onRemovePhoto: (id: string) => void;
  /**
   * The container's check of each chosen file: the message to refuse it with (spec public §5: 'Seuls les fichiers
   * image (PNG, JPG) sont acceptés', 'La taille de l'image ne doit pas dépasser 2MB'), or undefined to accept it.
   */
  validatePhoto?: (file: File) => string | undefined | Promise<string | undefined>;
  /** A gallery message of the container's own (a file it could not read). */
  photoError?: string;
  videoUrl: string;
  onVideoUrlChange: (value: string) => void;
  onVideoUrlBlur?: () => void;
  /**
   * The container's verdict on the video address (spec public §5: valid when it is a YouTube watch, youtu.be or
   * embed link): true shows it green, false red with 'URL de vidéo non valide. Veuillez vérifier le lien.';
   * undefined (an empty field) shows neither. Saving is not blocked by an invalid address.
   */
  videoValid?: boolean;
  /** The embed address the container computed for the live preview; no preview when omitted. */
  videoEmbedUrl?: string;
  save?: MemberSaveState;
  /** Save; not called while a save is in progress (spec public §4). */
  onSubmit: () => void;
}

/** /media: the photo gallery and the presentation video (spec public §2.7, §5). */
export function CompanyMediaScreen({
  load,
  onRetry,
  company,
  editProfileHref,
  photos,
  newPhotos,
  onNewPhotosChange,
  onRemovePhoto,
  validatePhoto,
  photoError,
  videoUrl,
  onVideoUrlChange,
  onVideoUrlBlur,
  videoValid,
  videoEmbedUrl,
  save,
  onSubmit,
}: CompanyMediaScreenProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const saving = save?.saving === true;
  const empty = photos.length === 0 && newPhotos.length === 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return; // spec public §4: a save is ignored while another is in progress
    onSubmit();
  };

  return (
    <MemberStateFrame load={load} onRetry={onRetry} defaultErrorMessage={t('member.media.loadError')}>
      <div className={styles.screen}>
        {company ? <ProfileSummaryCard company={company} editHref={editProfileHref} /> : null}
        <form noValidate onSubmit={submit} className={styles.form} aria-label={t('member.media.formLabel')} aria-busy={saving || undefined}>
          <Card as="section" padding="lg" headingLevel={2} title={t('member.media.gallery.title')} subtitle={t('member.media.gallery.hint')}>
            <div className={styles.gallery}>
              {empty ? (
                <EmptyState
                  icon={<Images size={28} />}
                  headingLevel={3}
                  title={t('member.media.gallery.empty')}
                  description={t('member.media.gallery.emptyHint')}
                />
              ) : null}
              <ImagePicker
                label={t('member.media.gallery.add')}
                multiple
                value={newPhotos}
                onChange={onNewPhotosChange}
                validate={validatePhoto}
                error={photoError}
                existing={photos.map((photo, index) => ({
                  id: photo.id,
                  src: photo.url,
                  alt: photo.alt ?? intl.formatMessage({ id: 'member.media.gallery.photo' }, { index: index + 1 }),
                }))}
                onRemoveExisting={onRemovePhoto}
                disabled={saving}
              />
            </div>
          </Card>

          <Card as="section" padding="lg" headingLevel={2} title={t('member.media.video.title')}>
            <div className={styles.video}>
              <TextField
                type="url"
                label={t('member.media.video.label')}
                placeholder="https://www.youtube.com/watch?v=…"
                value={videoUrl}
                onChange={(event) => onVideoUrlChange(event.target.value)}
                onBlur={onVideoUrlBlur}
                error={videoValid === false ? t('member.media.video.invalid') : undefined}
                hint={
                  videoValid === true ? (
                    <span className={styles.valid} data-valid="true">
                      <CircleCheck size={16} aria-hidden="true" />
                      {t('member.media.video.valid')}
                    </span>
                  ) : (
                    t('member.media.video.hint')
                  )
                }
                className={styles.videoField}
                data-valid={videoValid === undefined ? undefined : String(videoValid)}
              />
              {videoEmbedUrl ? (
                <VideoEmbed url={videoEmbedUrl} title={t('member.media.video.preview')} caption={t('member.media.video.preview')} className={styles.preview} />
              ) : null}
            </div>
          </Card>

          <MemberFormFeedback save={save} successMessage={t('member.media.saved')} />
          <div className={styles.actions}>
            <Button type="submit" busy={saving} busyLabel={t('member.form.saving')} leadingIcon={<Save size={16} />}>
              {t('member.media.save')}
            </Button>
          </div>
        </form>
      </div>
    </MemberStateFrame>
  );
}

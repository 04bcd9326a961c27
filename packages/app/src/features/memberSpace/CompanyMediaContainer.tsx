import { CompanyMediaScreen, toEmbedUrl, type GalleryPhoto } from '@annuaire/ui';
import { companyImageUrl, isValidVideoUrl, type Company } from '@annuaire/api';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { PageHead } from '../../shared/PageHead';
import { imageMessage, rejectImage } from '../../shared/imageFiles';
import { toMemberCompany } from '../../shared/companyProfileForm';
import { useUpdateCompanyMutation } from './memberSpaceApi';
import { useMemberLoad } from './useMemberLoad';
import { useMemberSave } from '../../shared/useMemberSave';

/** The stored photos still shown: the company's pictures less those the member removed (by file name). */
function galleryPhotos(pictures: readonly string[], removed: readonly string[]): GalleryPhoto[] {
  return pictures
    .filter((name) => !removed.includes(name))
    .flatMap((name) => {
      const url = companyImageUrl(name);
      return url ? [{ id: name, url }] : [];
    });
}

/**
 * spec public §5: a video URL is valid when it is a YouTube watch, youtu.be, Vimeo or embed link (green), otherwise
 * red with its message; an empty field is neither. Validity never blocks saving.
 */
export function videoState(url: string): { valid?: boolean; embedUrl?: string } {
  if (url.trim() === '') return {};
  return isValidVideoUrl(url) ? { valid: true, embedUrl: toEmbedUrl(url) ?? undefined } : { valid: false };
}

/** /media: the photo gallery and the presentation video (spec public §2.7, §5) of the signed-in user's company. */
/** `editProfileHref`: where the summary card's edit action leads (the profile form's page). */
export default function CompanyMediaContainer({ editProfileHref }: { editProfileHref: string }) {
  const intl = useIntl();
  const language = useAppSelector((state) => state.language.current);
  // spec public §8: 'Erreur lors du chargement des médias'
  const member = useMemberLoad({ companyErrorId: 'member.media.loadError' });
  const [updateCompany] = useUpdateCompanyMutation();
  // The answer of the last save stands for the company until the reload after the success message.
  const [savedCompany, setSavedCompany] = useState<Company | null>(null);
  const company = savedCompany ?? member.company;
  const [newPhotos, setNewPhotos] = useState<File[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [videoUrl, setVideoUrl] = useState('');

  // The field starts from the loaded video link, and again whenever a (re)load brings another one.
  const loadedVideo = company?.videoLink ?? '';
  const [shownVideo, setShownVideo] = useState('');
  if (shownVideo !== loadedVideo) {
    setShownVideo(loadedVideo);
    setVideoUrl(loadedVideo);
  }

  const { reloadCompany } = member;
  const reload = useCallback(() => {
    setSavedCompany(null);
    reloadCompany();
  }, [reloadCompany]);
  const { save, run } = useMemberSave(member.companyId, reload);

  const submit = async () => {
    const saved = await run(async (id) => {
      const result = await updateCompany({ id, form: { videoLink: videoUrl.trim(), pictures: newPhotos, removedPictures: removed } });
      if (result.data) setSavedCompany(result.data);
      return result;
    });
    if (saved) {
      setNewPhotos([]);
      setRemoved([]);
    }
  };

  const photoRule = (file: File) => {
    const rejection = rejectImage(file);
    if (rejection === null) return undefined;
    return intl.formatMessage({ id: rejection === 'wrongType' ? 'app.member.gallery.wrongType' : 'app.member.gallery.tooLarge' });
  };
  const validatePhoto = (file: File) => imageMessage(file, photoRule, intl.formatMessage({ id: 'validation.image.tooManyPixels' }));

  const header = useMemo(() => (company ? toMemberCompany(company, language) : undefined), [company, language]);
  const photos = useMemo(() => galleryPhotos(company?.pictures ?? [], removed), [company, removed]);
  const video = videoState(videoUrl);

  return (
    <>
      <PageHead />
      <CompanyMediaScreen
        load={member.load}
        onRetry={member.retry}
        company={header}
        editProfileHref={editProfileHref}
        photos={photos}
        newPhotos={newPhotos}
        onNewPhotosChange={setNewPhotos}
        onRemovePhoto={(name) => setRemoved((current) => (current.includes(name) ? current : [...current, name]))}
        validatePhoto={validatePhoto}
        videoUrl={videoUrl}
        onVideoUrlChange={setVideoUrl}
        videoValid={video.valid}
        videoEmbedUrl={video.embedUrl}
        save={save}
        onSubmit={() => void submit()}
      />
    </>
  );
}

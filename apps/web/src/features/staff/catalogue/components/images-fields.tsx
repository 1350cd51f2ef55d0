import { Trans, useLingui } from '@lingui/react/macro';
import { CheckField } from './check-field';
import { ImageField } from './image-field';
import { LanguageTexts, languagesGiven } from './language-texts';
import type { RitualFormApi } from './ritual-form-types';

/**
 * The ritual's picture, and its banner in the carousel (desktop and mobile images), each banner image also per
 * language (its text is drawn in it), folded under the English one.
 */
export function ImagesFields({ form, center }: { form: RitualFormApi; center: string }) {
  const { t } = useLingui();
  const texts = form.watch('config.carousel.texts');
  return (
    <fieldset className="sn-catalogue__group">
      <legend>
        <Trans>Images</Trans>
      </legend>
      <ImageField
        form={form}
        name="image"
        id="ritual-image"
        label={t`Ritual image`}
        currentAlt={t`Current ritual image`}
        center={center}
      />
      <CheckField
        registered={form.register('config.carousel.enabled')}
        label={t`Show a banner in the carousel`}
      />
      <ImageField
        form={form}
        name="config.carousel.image"
        id="ritual-carousel-desktop"
        label={t`Banner image for desktops`}
        currentAlt={t`Current banner image for desktops`}
        center={center}
      />
      <LanguageTexts given={languagesGiven(texts, 'image')}>
        {(language, languageName) => (
          <ImageField
            form={form}
            name={`config.carousel.texts.${language}.image`}
            id={`ritual-carousel-desktop-${language}`}
            label={t`Banner image for desktops in ${languageName}`}
            currentAlt={t`Current banner image for desktops in ${languageName}`}
            center={center}
            removable
          />
        )}
      </LanguageTexts>
      <ImageField
        form={form}
        name="config.carousel.mobileImage"
        id="ritual-carousel-mobile"
        label={t`Banner image for phones`}
        currentAlt={t`Current banner image for phones`}
        center={center}
      />
      <LanguageTexts given={languagesGiven(texts, 'mobileImage')}>
        {(language, languageName) => (
          <ImageField
            form={form}
            name={`config.carousel.texts.${language}.mobileImage`}
            id={`ritual-carousel-mobile-${language}`}
            label={t`Banner image for phones in ${languageName}`}
            currentAlt={t`Current banner image for phones in ${languageName}`}
            center={center}
            removable
          />
        )}
      </LanguageTexts>
    </fieldset>
  );
}

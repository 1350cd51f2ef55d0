import { CheckField } from './check-field';
import { ImageField } from './image-field';
import type { RitualFormApi } from './ritual-form-types';

/** The ritual's picture, and its banner in the carousel (desktop and mobile images). */
export function ImagesFields({ form, center }: { form: RitualFormApi; center: string }) {
  return (
    <fieldset className="sn-catalogue__group">
      <legend>Images</legend>
      <ImageField form={form} name="image" id="ritual-image" label="Ritual image" center={center} />
      <CheckField
        registered={form.register('config.carousel.enabled')}
        label="Show a banner in the carousel"
      />
      <ImageField
        form={form}
        name="config.carousel.image"
        id="ritual-carousel-desktop"
        label="Banner image for desktops"
        center={center}
      />
      <ImageField
        form={form}
        name="config.carousel.mobileImage"
        id="ritual-carousel-mobile"
        label="Banner image for phones"
        center={center}
      />
    </fieldset>
  );
}

/**
 * The studio's text field: rjsf's own input, plus what the content schemas' keywords ask for. `softMaxLength` gets a
 * live counter, `mediaRef` ("image"/"video") a media picker over public/media, and `linkTarget` a picker over the
 * site's pages and site.json's named links. One widget reads the keywords, so no uiSchema has to name the fields.
 */
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { useId, useState } from 'react';
import type { LinkTargets, MediaLibrary } from '../api-client.ts';
import { say } from '../words.ts';
import { MediaPicker } from './media-picker.tsx';
import { FieldExtras } from './widget-styles.ts';

export interface StudioFormContext {
  media: MediaLibrary | undefined;
  links: LinkTargets | undefined;
  uploadImage: (file: File) => Promise<string>;
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

function isFormContext(value: unknown): value is StudioFormContext {
  return typeof value === 'object' && value !== null && 'uploadImage' in value;
}

function LengthCounter({ id, length, limit }: { id: string; length: number; limit: number }) {
  const over = length - limit;
  return (
    <p id={id} className={over > 0 ? 'studio-counter studio-counter-over' : 'studio-counter'}>
      {over > 0 ? say('charactersOver', { length, limit, over }) : say('characters', { length, limit })}
    </p>
  );
}

function LinkTargetPicker({ links, value, onPick, labelledBy }: { links: LinkTargets; value: string; onPick: (target: string) => void; labelledBy: string }) {
  return (
    <select aria-labelledby={labelledBy} value="" onChange={(event) => event.target.value && onPick(event.target.value)} data-studio-link-picker>
      <option value="">{say('linkPickerLabel')}</option>
      <optgroup label={say('linkPickerPages')}>
        {links.pages.map((page) => (
          <option key={page.path} value={page.path} disabled={page.path === value}>
            {page.path} · {page.title}
          </option>
        ))}
      </optgroup>
      <optgroup label={say('linkPickerExternal')}>
        {links.external.map((link) => (
          <option key={link.name} value={link.name} disabled={link.name === value}>
            {link.name} · {link.href}
          </option>
        ))}
      </optgroup>
    </select>
  );
}

export function StudioTextWidget(props: WidgetProps) {
  const { schema, registry, options, id } = props;
  const value: unknown = props.value;
  const onChange = (next: string) => {
    props.onChange(next, undefined, id);
  };
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const counterId = useId();
  const pickerLabelId = useId();
  const [picking, setPicking] = useState(false);
  const text = typeof value === 'string' ? value : '';
  const limit = numberOf(schema['softMaxLength']);
  const mediaKind: unknown = schema['mediaRef'];
  const context = isFormContext(registry.formContext) ? registry.formContext : undefined;
  const describedBy = limit === undefined ? undefined : counterId;
  return (
    <>
      <BaseInputTemplate {...props} {...(describedBy ? { 'aria-describedby': describedBy } : {})} />
      {limit !== undefined && <LengthCounter id={counterId} length={text.length} limit={limit} />}
      {schema['linkTarget'] === true && context?.links && (
        <FieldExtras>
          <span id={pickerLabelId} hidden>
            {say('linkPickerLabel')}
          </span>
          <LinkTargetPicker links={context.links} value={text} labelledBy={pickerLabelId} onPick={onChange} />
        </FieldExtras>
      )}
      {(mediaKind === 'image' || mediaKind === 'video') && context?.media && (
        <FieldExtras>
          <button type="button" aria-expanded={picking} onClick={() => setPicking(!picking)} data-studio-media-toggle>
            {say('mediaPickerLabel')}
          </button>
          {picking && (
            <MediaPicker
              kind={mediaKind}
              library={context.media}
              current={text}
              upload={context.uploadImage}
              onPick={(src) => {
                onChange(src);
                setPicking(false);
              }}
            />
          )}
        </FieldExtras>
      )}
    </>
  );
}

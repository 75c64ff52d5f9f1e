/**
 * The studio's text field: rjsf's own input, plus what the content schemas' keywords ask for. `softMaxLength` gets a
 * live counter, `mediaRef` ("image", "video" or "model") a media picker over public/media, and `linkTarget` one text box that
 * suggests the site's pages and site.json's named links. One widget reads the keywords, so no uiSchema has to name the fields.
 */
import { ariaDescribedByIds, getTemplate, type WidgetProps } from '@rjsf/utils';
import { useId, useState } from 'react';
import type { LinkTargets, MediaLibrary } from '../api-client.ts';
import { say } from '../words.ts';
import { MediaPicker, isPickerKind } from './media-picker.tsx';
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

/**
 * A link target is one text box: whatever is typed stays as typed (a path, a named link, an https://, mailto: or tel:
 * address), and the loader judges it. Pages and named links are suggested from the first key, as a list the browser
 * shows under the box (a datalist: keyboard and screen-reader support come with it).
 */
function LinkTargetInput({ id, value, links, hintId, onChange, onBlur, onFocus }: LinkTargetInputProps) {
  const listId = `${id}__suggestions`;
  return (
    <>
      <input
        id={id}
        name={id}
        className="form-control"
        value={value}
        list={listId}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${hintId} ${ariaDescribedByIds(id)}`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        data-studio-link-target
      />
      <p id={hintId} className="studio-counter">
        {say('linkTargetHint')}
      </p>
      <datalist id={listId}>
        {links.pages.map((page) => (
          <option key={page.path} value={page.path} label={page.title} />
        ))}
        {links.external.map((link) => (
          <option key={link.name} value={link.name} label={say('linkTargetNamed', { href: link.href })} />
        ))}
      </datalist>
    </>
  );
}

interface LinkTargetInputProps {
  id: string;
  value: string;
  links: LinkTargets;
  hintId: string;
  onChange: (value: string) => void;
  onBlur: (id: string, value: string) => void;
  onFocus: (id: string, value: string) => void;
}

export function StudioTextWidget(props: WidgetProps) {
  const { schema, registry, options, id } = props;
  const value: unknown = props.value;
  // An emptied box removes the value, as rjsf's own inputs do (its `emptyValue`).
  const onChange = (next: string) => {
    props.onChange(next === '' ? options.emptyValue : next, undefined, id);
  };
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const counterId = useId();
  const linkHintId = useId();
  const [picking, setPicking] = useState(false);
  const text = typeof value === 'string' ? value : '';
  const limit = numberOf(schema['softMaxLength']);
  const mediaKind: unknown = schema['mediaRef'];
  const context = isFormContext(registry.formContext) ? registry.formContext : undefined;
  const describedBy = limit === undefined ? undefined : counterId;
  if (schema['linkTarget'] === true && context?.links)
    return <LinkTargetInput id={id} value={text} links={context.links} hintId={linkHintId} onChange={onChange} onBlur={props.onBlur} onFocus={props.onFocus} />;
  return (
    <>
      <BaseInputTemplate {...props} {...(describedBy ? { 'aria-describedby': describedBy } : {})} />
      {limit !== undefined && <LengthCounter id={counterId} length={text.length} limit={limit} />}
      {isPickerKind(mediaKind) && context?.media && (
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

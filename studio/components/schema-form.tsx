/**
 * A form generated from a JSON Schema with @rjsf/core: labels and help from the schema's titles and descriptions,
 * enums as selects, arrays with add, remove and reorder, nested objects folded. The content loader on the development
 * server is the one judge of validity (the same words as `npm run content:check`), so the form shows its problems
 * beside the fields and does no validation of its own.
 */
import Form, { getDefaultRegistry } from '@rjsf/core';
import type { ErrorSchema, ObjectFieldTemplateProps, RJSFSchema, WidgetProps } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { getTemplate, getUiOptions } from '@rjsf/utils';
import { useMemo, useState, type ReactNode } from 'react';
import type { StudioProblem } from '../api-client.ts';
import type { Json } from '../editor-state.ts';
import { formSchemaOf } from '../form-schema.ts';
import { fieldMessage, fieldPathOf } from '../problem-fields.ts';
import { say } from '../words.ts';
import { StudioTextWidget, type StudioFormContext } from '../widgets/studio-text-widget.tsx';

const defaultWidgets = getDefaultRegistry().widgets;

/**
 * A checkbox left out of the file shows its schema default (the page renders with it): "Show the demo button", on by
 * default, read unchecked while the preview showed the button. Ticking it writes the value, as any edit does.
 */
function DefaultedCheckboxWidget(props: WidgetProps) {
  const Checkbox = defaultWidgets['CheckboxWidget'];
  const fallback: unknown = props.schema.default;
  const value: unknown = props.value;
  return Checkbox ? <Checkbox {...props} value={typeof value === 'boolean' ? value : typeof fallback === 'boolean' ? fallback : false} /> : null;
}

// rjsf needs a validator to pick anyOf branches and fill defaults; the content schemas' own keywords (mediaRef,
// softMaxLength, errorMessage…) are not ajv's, so strict mode is off for this one.
const validator = customizeValidator({ ajvOptionsOverrides: { strict: false, allErrors: true } });

/**
 * Nested objects fold into a disclosure, the form's own object stays open. A fold opens by itself when a problem
 * appears inside it, and closes only when the marketer closes it: closing it as the problem went away (a link target
 * typed until it is valid) hid the field being typed in and took its focus, so the rest of the typing was lost.
 */
function Fold({ id, label, hasProblem, openAtFirst, children }: { id: string; label: string; hasProblem: boolean; openAtFirst: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(hasProblem || openAtFirst);
  if (hasProblem && !open) setOpen(true);
  return (
    <details id={id} className="studio-fold" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{label}</summary>
      {children}
    </details>
  );
}

function FoldedObjectTemplate(props: ObjectFieldTemplateProps) {
  const { fieldPathId, description, properties, registry, uiSchema, errorSchema } = props;
  const options = getUiOptions(uiSchema);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  const content = (
    <>
      {description && <DescriptionFieldTemplate id={`${fieldPathId.$id}__description`} description={description} schema={props.schema} registry={registry} />}
      {properties.filter((property) => !property.hidden).map((property) => property.content)}
    </>
  );
  if (fieldPathId.path.length === 0) return <div id={fieldPathId.$id}>{content}</div>;
  const hasProblem = errorSchema !== undefined && JSON.stringify(errorSchema).includes('__errors');
  return (
    <Fold id={fieldPathId.$id} label={foldLabel(props)} hasProblem={hasProblem} openAtFirst={opensAtFirst(fieldPathId.path)}>
      {content}
    </Fold>
  );
}

/**
 * Whether a group starts open: a section's own header (its eyebrow, heading and introduction), the words marketers
 * change most, which content version 2 gathered from the top of the form into one group. Every other group starts
 * folded.
 */
export const opensAtFirst = (path: readonly (string | number)[]): boolean => path.length === 1 && path[0] === 'header';

/** The words that name an entry of a list: its name, heading, label or title, as the marketer wrote it. */
const ENTRY_NAME_KEYS = ['name', 'heading', 'title', 'label', 'text'];

/**
 * A fold's label: the field's title; for an entry of a list, the entry's title and number ("Person 2"), followed by
 * its own name when it has one ("Person 2: Priya Raman"), so a long list can be read without opening every entry.
 */
export function foldLabel({ title, schema, formData, fieldPathId }: Pick<ObjectFieldTemplateProps, 'title' | 'schema' | 'formData' | 'fieldPathId'>): string {
  const last = fieldPathId.path.at(-1);
  if (typeof last !== 'number') return title || (last ?? '');
  const entry = `${typeof schema.title === 'string' ? schema.title : say('listEntry')} ${last + 1}`;
  const record: unknown = formData;
  const own =
    typeof record === 'object' && record !== null
      ? ENTRY_NAME_KEYS.map((key) => (record as Record<string, unknown>)[key]).find(
          (value): value is string => typeof value === 'string' && value.trim() !== '',
        )
      : undefined;
  return own ? `${entry}: ${own}` : entry;
}

/** The located problems under `prefix`, as rjsf's error schema, so each shows beside its own field, in its words. */
export function errorSchemaOf(problems: readonly StudioProblem[], prefix: readonly (string | number)[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const problem of problems) {
    const path = fieldPathOf(problem);
    if (!prefix.every((segment, index) => path[index] === segment)) continue;
    let node = root;
    for (const segment of path.slice(prefix.length)) {
      const key = String(segment);
      const next = node[key];
      node[key] = typeof next === 'object' && next !== null ? next : {};
      node = node[key] as Record<string, unknown>;
    }
    const errors = Array.isArray(node['__errors']) ? (node['__errors'] as string[]) : [];
    node['__errors'] = [...errors, `${problem.severity === 'warning' ? `${say('problemWarning')}: ` : ''}${fieldMessage(problem)}`];
  }
  return root as ErrorSchema;
}

interface SchemaFormProps {
  schema: RJSFSchema;
  value: Json;
  idPrefix: string;
  problems: readonly StudioProblem[];
  problemPrefix: readonly (string | number)[];
  context: StudioFormContext;
  onChange: (value: Json, fieldId: string) => void;
}

export function SchemaForm({ schema, value, idPrefix, problems, problemPrefix, context, onChange }: SchemaFormProps) {
  const formSchema = useMemo(() => formSchemaOf(schema), [schema]);
  return (
    <Form
      schema={formSchema}
      formData={value}
      validator={validator}
      idPrefix={idPrefix}
      formContext={context}
      extraErrors={errorSchemaOf(problems, problemPrefix)}
      showErrorList={false}
      noHtml5Validate
      // The form shows the file as it is: defaults stay the schema's business (the loader fills them in for the
      // preview), so opening a section never writes them into the file.
      experimental_defaultFormStateBehavior={{
        emptyObjectFields: 'skipDefaults',
        arrayMinItems: { populate: 'never' },
        constAsDefaults: 'never',
        mergeDefaultsIntoFormData: 'useFormDataIfPresent',
      }}
      widgets={{ TextWidget: StudioTextWidget, CheckboxWidget: DefaultedCheckboxWidget }}
      templates={{ ObjectFieldTemplate: FoldedObjectTemplate }}
      // The file's content version is the migrations' to set, never a marketer's (scripts/content/migrations).
      uiSchema={{
        'ui:submitButtonOptions': { norender: true },
        $schema: { 'ui:widget': 'hidden' },
        version: { 'ui:widget': 'hidden' },
        type: { 'ui:widget': 'hidden' },
      }}
      onChange={(event, fieldId) => onChange(event.formData as Json, fieldId ?? idPrefix)}
    />
  );
}

import styled, { createGlobalStyle } from 'styled-components';

const accent = '#ffd60a';
const focus = '#4da3ff';

export const StudioGlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    background: #0f0f14;
    color: #f4f4f8;
    font: 14px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  }
  button, input, select, textarea { font: inherit; }
  button {
    padding: 0.3rem 0.6rem;
    border: 1px solid #4a4a58;
    border-radius: 4px;
    background: #24242e;
    color: inherit;
    cursor: pointer;
  }
  button:disabled { opacity: 0.45; cursor: default; }
  input, select, textarea {
    width: 100%;
    padding: 0.35rem 0.5rem;
    border: 1px solid #5a5a68;
    border-radius: 4px;
    background: #16161d;
    color: inherit;
  }
  input[type='checkbox'], input[type='radio'] { width: auto; }
  :focus-visible { outline: 3px solid ${focus}; outline-offset: 2px; }
  a { color: ${focus}; }
  [role='alert'] { color: #ffb4ab; }
  .studio-counter { margin: 0.25rem 0 0; color: #b8b8c6; font-size: 0.8rem; }
  .studio-counter-over { color: #ffcf66; }
  .form-group, .rjsf-field { margin: 0 0 0.75rem; }
  .control-label, label { display: block; margin-bottom: 0.2rem; font-weight: 600; }
  .field-description, .help-block { margin: 0.15rem 0 0.35rem; color: #b8b8c6; font-size: 0.8rem; }
  .error-detail { margin: 0.25rem 0 0; padding: 0; list-style: none; color: #ffb4ab; font-size: 0.85rem; }
  /* Only the field's own control: an object with a problem of its own must not mark every field inside it. */
  .has-error > input, .has-error > textarea, .has-error > select { border-color: #ff8a80; }
  fieldset { margin: 0; padding: 0; border: 0; min-width: 0; }
  .studio-fold { margin: 0 0 0.75rem; padding: 0.25rem 0.6rem 0.5rem; border: 1px solid #34343f; border-radius: 6px; }
  .studio-fold > summary { padding: 0.3rem 0; font-weight: 600; cursor: pointer; }
  .array-item { display: grid; gap: 0.5rem; margin-bottom: 0.5rem; padding: 0.5rem; border-left: 3px solid #34343f; }
  .array-item-toolbox .btn-group { display: flex; gap: 0.25rem; }
  .glyphicon-plus::before { content: '+ Add'; font-style: normal; }
  .glyphicon-remove::before { content: '✕'; font-style: normal; }
  .glyphicon-arrow-up::before { content: '↑'; font-style: normal; }
  .glyphicon-arrow-down::before { content: '↓'; font-style: normal; }
  .glyphicon-copy::before { content: 'Copy'; font-style: normal; }
`;

/**
 * The app shell: the top bar stays in place. On wide windows the three panels below it scroll on their own; on narrow
 * ones, where they stack, the page scrolls under the top bar, which sticks.
 */
export const Shell = styled.div`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  height: 100vh;
  height: 100dvh;

  @media (max-width: 1100px) {
    height: auto;
    min-height: 100dvh;
  }
`;

export const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  padding: 0.5rem 1rem;
  border-bottom: 1px solid #34343f;
  background: #14141b;

  h1 {
    margin: 0 auto 0 0;
    font-size: 1rem;
  }
  .status {
    color: #b8b8c6;
  }
  .save {
    border-color: ${accent};
    background: ${accent};
    color: #000;
    font-weight: 700;
  }
`;

export const Workspace = styled.main`
  display: grid;
  grid-template-columns: minmax(15rem, 18rem) minmax(0, 1fr) minmax(20rem, 26rem);
  grid-template-rows: minmax(0, 1fr);
  min-height: 0;
  overflow: auto;

  @media (max-width: 1100px) {
    grid-template-columns: minmax(14rem, 16rem) minmax(0, 1fr);
    grid-template-rows: none;
    overflow: visible;
    > :last-child {
      grid-column: 1 / -1;
    }
  }

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Panel = styled.section`
  min-width: 0;
  padding: 0.75rem 1rem;
  border-right: 1px solid #34343f;
  overflow: auto;

  h2 {
    margin: 0 0 0.5rem;
    font-size: 0.95rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: #d6d6e0;
  }
  h3 {
    margin: 1rem 0 0.5rem;
    font-size: 0.9rem;
  }
`;

export const PageListItems = styled.ul`
  max-height: 40vh;
  margin: 0.5rem 0;
  padding: 0;
  overflow: auto;
  list-style: none;

  button {
    display: block;
    width: 100%;
    margin-bottom: 2px;
    border: 0;
    background: transparent;
    text-align: left;
  }
  button[aria-current='page'] {
    background: #2c2c3a;
    box-shadow: inset 3px 0 ${accent};
  }
  .path {
    display: block;
    font-weight: 600;
  }
  .types {
    display: block;
    color: #a6a6b4;
    font-size: 0.75rem;
  }
`;

export const OutlineList = styled.ol`
  margin: 0.5rem 0;
  padding: 0;
  list-style: none;
`;

export const OutlineItem = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.25rem;
  margin-bottom: 4px;
  padding: 0.25rem;
  border: 1px solid #34343f;
  border-radius: 6px;
  background: #191920;

  &[data-selected='true'] {
    border-color: ${focus};
  }
  &[data-dragging='true'] {
    position: relative;
    z-index: 1;
    opacity: 0.85;
  }
  .handle {
    cursor: grab;
    border: 0;
    background: transparent;
  }
  .select {
    border: 0;
    background: transparent;
    text-align: left;
    min-width: 0;
  }
  .summary {
    display: block;
    overflow: hidden;
    color: #a6a6b4;
    font-size: 0.8rem;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    grid-column: 2;
    gap: 0.25rem;
    min-width: 0;
  }
`;

export const PreviewArea = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
  padding: 0.75rem 1rem;
  border-right: 1px solid #34343f;
  background: #0b0b0f;

  h2 {
    margin: 0;
    font-size: 0.95rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .widths {
    display: flex;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    border: 0;
  }
  .widths button[aria-pressed='true'] {
    border-color: ${accent};
  }
  .frame-box {
    position: relative;
    flex: 1;
    min-height: 20rem;
    overflow: hidden;
  }
  @media (max-width: 1100px) {
    .frame-box {
      min-height: 75vh;
    }
  }
  iframe {
    box-sizing: content-box;
    position: absolute;
    top: 0;
    left: 0;
    height: 100%;
    border: 1px solid #34343f;
    background: #000;
    transform-origin: 0 0;
  }
`;

export const Notice = styled.p`
  margin: 0.5rem 0;
  padding: 0.5rem 0.75rem;
  border-left: 4px solid ${accent};
  background: #1f1e14;
`;

export const ProblemItems = styled.ul`
  margin: 0.25rem 0 0;
  padding: 0;
  list-style: none;

  button {
    width: 100%;
    margin-bottom: 4px;
    text-align: left;
  }
  .where {
    display: block;
    color: #b8b8c6;
    font-size: 0.75rem;
  }
  [data-severity='error'] {
    border-color: #ff8a80;
  }
  [data-severity='warning'] {
    border-color: #ffcf66;
  }
`;

export const PickerDialog = styled.dialog`
  width: min(72rem, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  padding: 1rem 1.25rem;
  border: 1px solid #4a4a58;
  border-radius: 10px;
  background: #15151c;
  color: inherit;

  &::backdrop {
    background: rgb(0 0 0 / 70%);
  }
  .picker-head {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 1rem;
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  input[type='search'] {
    max-width: 28rem;
  }
  .picker-grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
    gap: 0.75rem;
    margin: 0.75rem 0 0;
    padding: 0;
    list-style: none;
  }
  .picker-grid button {
    display: grid;
    gap: 0.35rem;
    align-content: start;
    width: 100%;
    height: 100%;
    padding: 0.5rem;
    text-align: left;
  }
  /* The whole picture, never cropped: thumbnails are as tall as their section is. */
  .picker-grid img {
    width: 100%;
    height: 9rem;
    object-fit: contain;
    object-position: center top;
    background: #000;
  }
  /* An example without a thumbnail, drawn live at 1280 px and scaled to the picture's width (live-example.tsx). */
  .live-slot {
    display: block;
    height: 9rem;
    background: #000;
  }
  .live-example {
    position: relative;
    height: 100%;
    overflow: hidden;
  }
  .live-example iframe {
    position: absolute;
    top: 0;
    left: 0;
    border: 0;
    transform-origin: top left;
    pointer-events: none;
  }
  .description {
    color: #b8b8c6;
    font-size: 0.8rem;
  }
`;

export const SnippetCard = styled.div`
  margin: 0.5rem 0 1rem;
  padding: 0.75rem;
  border-radius: 8px;
  background: #fff;
  color: #202124;
  font-family: Arial, sans-serif;

  .url {
    color: #3c4043;
    font-size: 0.8rem;
  }
  .title {
    margin: 0.15rem 0;
    color: #1a0dab;
    font-size: 1.15rem;
    line-height: 1.3;
  }
  .description {
    color: #4d5156;
    font-size: 0.85rem;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1.91 / 1;
    object-fit: cover;
    margin: -0.75rem -0.75rem 0.5rem;
    width: calc(100% + 1.5rem);
    border-radius: 8px 8px 0 0;
  }
`;

export const PageActionsBox = styled.section`
  margin: 1rem 0;
  padding: 0.75rem;
  border: 1px solid #34343f;
  border-radius: 6px;

  h3 {
    margin: 0 0 0.5rem;
  }
  label.inline {
    display: flex;
    gap: 0.5rem;
    align-items: baseline;
    margin: 0.5rem 0;
    font-weight: 400;
  }
  ul {
    margin: 0.25rem 0 0.5rem;
    padding-left: 1.1rem;
  }
  .file {
    display: block;
    color: #b8b8c6;
    font-size: 0.75rem;
  }
  .confirm {
    border-color: ${accent};
  }
`;

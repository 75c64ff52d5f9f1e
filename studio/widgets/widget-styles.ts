import styled from 'styled-components';

export const FieldExtras = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.375rem;

  select {
    max-width: 100%;
  }
`;

export const MediaGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: 0.5rem;
  max-height: 18rem;
  margin: 0.5rem 0 0;
  padding: 0;
  overflow: auto;
  list-style: none;

  button {
    display: grid;
    gap: 0.25rem;
    width: 100%;
    padding: 0.25rem;
    font-size: 0.75rem;
    text-align: left;
    word-break: break-all;
  }

  button[aria-pressed='true'] {
    outline: 3px solid #4da3ff;
  }

  img {
    width: 100%;
    height: 4rem;
    object-fit: cover;
  }
`;

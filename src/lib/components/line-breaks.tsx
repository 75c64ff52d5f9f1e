import { Fragment } from 'react';

/** Lines whose breaks carry meaning, such as an address, joined by <br> inside the caller's element. */
export function LineBreaks({ lines }: { lines: readonly string[] }) {
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

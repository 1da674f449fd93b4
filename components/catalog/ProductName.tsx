import type { ReactNode } from 'react';

/**
 * A product's name as lists and pages show it: the Chinese name from the
 * official lists first, the English name beside it in a quieter style; the
 * English alone where no Chinese name is known. Either part may be given
 * already highlighted.
 */
export function ProductName({ name, nameZh, nameNode, nameZhNode }: { name: string; nameZh: string | null; nameNode?: ReactNode; nameZhNode?: ReactNode }) {
  if (!nameZh) return <span data-testid="name-en">{nameNode ?? name}</span>;
  return (
    <>
      <span data-testid="name-zh">{nameZhNode ?? nameZh}</span>{' '}
      <span className="name-en" data-testid="name-en">
        {nameNode ?? name}
      </span>
    </>
  );
}

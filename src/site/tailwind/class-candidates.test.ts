import { describe, expect, it } from 'vitest';
import { classCandidates, MAX_CANDIDATE_LENGTH } from './class-candidates.ts';

describe('classCandidates', () => {
  it('reads className and class attributes in either quote', () => {
    const source = [
      '<img className="hidden dark:block" src="/a.png" />',
      "<div class='grid md:grid-cols-2 gap-4'>",
      '<span className = "w-[320px]" />',
    ].join('\n');
    expect(classCandidates(source)).toEqual([
      'hidden',
      'dark:block',
      'grid',
      'md:grid-cols-2',
      'gap-4',
      'w-[320px]',
    ]);
  });

  it('reads string literals inside a JSX expression', () => {
    const source = `<div className={open ? "block" : 'hidden'} /><p className={"text-sm"} />`;
    expect(classCandidates(source)).toEqual(['block', 'hidden', 'text-sm']);
  });

  it('keeps the static parts of template literals, not the parts next to a placeholder', () => {
    const source = '<div className={`flex w-${size} items-center ${extra}-x lg:p-8`} />';
    expect(classCandidates(source)).toEqual(['flex', 'items-center', 'lg:p-8']);
  });

  it('keeps arbitrary values and variants whole', () => {
    const source = `<div className="bg-[#0f172a] dark:hover:text-[color:var(--x)] max-w-[calc(100%-2rem)] !mt-0" />`;
    expect(classCandidates(source)).toEqual([
      'bg-[#0f172a]',
      'dark:hover:text-[color:var(--x)]',
      'max-w-[calc(100%-2rem)]',
      '!mt-0',
    ]);
  });

  it('ignores names that only end in class and attributes without a literal', () => {
    const source = [
      '<div subclass="a" data-class="b" />',
      '<div className={styles.card} />',
      'The class= attribute is written in prose.',
    ].join('\n');
    expect(classCandidates(source)).toEqual([]);
  });

  it('stops at an expression that is never closed', () => {
    const source = `<div className={"a" ${'x'.repeat(5000)} "b" />`;
    expect(classCandidates(source)).toEqual(['a']);
  });

  it('leaves out candidates too long to be written by hand', () => {
    const long = `w-[${'1'.repeat(MAX_CANDIDATE_LENGTH)}px]`;
    expect(classCandidates(`<div className="${long} p-2" />`)).toEqual(['p-2']);
  });
});

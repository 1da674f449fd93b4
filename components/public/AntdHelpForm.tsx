'use client';
import { CoaLookupForm } from '@/components/help/CoaLookupForm';
import { FeedbackForm } from '@/components/help/FeedbackForm';
import { AntdIsland } from './AntdIsland';

const FORMS = { feedback: FeedbackForm, coa: CoaLookupForm } as const;
export type HelpFormKind = keyof typeof FORMS;

/** A help section's form (feedback, COA lookup) as a lazily loaded island of the public help pages. */
export default function AntdHelpForm({ kind }: { kind: HelpFormKind }) {
  const Form = FORMS[kind];
  return (
    <AntdIsland>
      <Form />
    </AntdIsland>
  );
}

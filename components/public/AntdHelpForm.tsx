'use client';
import { CoaLookupForm } from '@/components/help/CoaLookupForm';
import { ConsignmentForm } from '@/components/help/ConsignmentForm';
import { FeedbackForm } from '@/components/help/FeedbackForm';
import { LogisticsForm } from '@/components/help/LogisticsForm';
import { AntdIsland } from './AntdIsland';

const FORMS = { feedback: FeedbackForm, coa: CoaLookupForm, consignment: ConsignmentForm, logistics: LogisticsForm } as const;
export type HelpFormKind = keyof typeof FORMS;

/** A help or service page's form (feedback, COA lookup, consignment, logistics) as a lazily loaded island of the public help pages. */
export default function AntdHelpForm({ kind }: { kind: HelpFormKind }) {
  const Form = FORMS[kind];
  return (
    <AntdIsland>
      <Form />
    </AntdIsland>
  );
}

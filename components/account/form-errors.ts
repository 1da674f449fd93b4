import type { FormInstance } from 'antd';
import { ApiError } from '@/lib/api/client';

type FieldIssue = { field: string; message: string };

/** The field errors the API named in `data.fields` of a failed call. */
export function fieldIssues(error: ApiError): FieldIssue[] {
  const fields = (error.data as { fields?: unknown } | null)?.fields;
  return Array.isArray(fields) ? (fields as FieldIssue[]).filter((f) => typeof f?.field === 'string') : [];
}

/**
 * Puts a failed save's field errors under the fields they belong to (the API
 * names them in `data.fields`) and returns what is left for the notice above
 * the buttons: the message of a failure no field of this form explains.
 * The form's values are untouched, so nothing typed is lost.
 */
export function showSaveFailure(form: FormInstance, error: unknown, formFields: readonly string[]): string | null {
  if (!(error instanceof ApiError)) return '保存失败，请稍后重试';
  // A nested field ("allowances.0.cas") goes under its own input: the path with its list indexes as numbers.
  const issues = fieldIssues(error)
    .map((i) => ({ name: i.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: i.message }))
    .filter((i) => formFields.includes(String(i.name[0])));
  if (issues.length === 0) return error.message;
  form.setFields(issues.map((i) => ({ name: i.name.length === 1 ? i.name[0]! : i.name, errors: [i.message] })));
  return null;
}

'use client';
import { Alert, Button, Checkbox, Flex, Form, type FormInstance } from 'antd';
import { useState } from 'react';
import type { MemberRow } from '@/lib/api/member-rows';
import { showSaveFailure } from './form-errors';

type SaveCall<Body, Row> = () => { execute: (body: Body) => Promise<Row>; isMutating: boolean };

/**
 * Saving one member row (an address, invoice details): create or update,
 * and on failure the server's field errors under their fields and the rest
 * in `failure`; the typed values stay in the form.
 */
export function useMemberRowSave<Row extends MemberRow, New extends object>(
  rows: { useCreate: SaveCall<New, Row>; useUpdate: SaveCall<New & { id: number }, Row> },
  form: FormInstance,
  fields: readonly string[],
  row: Row | undefined,
  onSaved: (row: Row) => void,
) {
  const create = rows.useCreate();
  const update = rows.useUpdate();
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (body: New) => {
    setFailure(null);
    try {
      onSaved(row ? await update.execute({ ...body, id: row.id }) : await create.execute(body));
    } catch (error) {
      setFailure(showSaveFailure(form, error, fields));
    }
  };
  return { save, failure, busy: create.isMutating || update.isMutating };
}

/** The end of a member-row form: "make default" (never switched off, only moved), the failure notice, cancel and save. */
export function MemberRowFormFooter(props: {
  row: MemberRow | undefined;
  defaultLabel: string;
  saveLabel: string;
  failure: string | null;
  busy: boolean;
  onCancel?: () => void;
}) {
  return (
    <>
      <Form.Item name="isDefault" valuePropName="checked">
        {/* The default can only move to another row, never be switched off. */}
        <Checkbox disabled={props.row?.isDefault}>{props.defaultLabel}</Checkbox>
      </Form.Item>
      {props.failure && <Alert type="error" showIcon title={props.failure} role="alert" style={{ marginBottom: 16 }} />}
      <Flex gap={8} justify="flex-end">
        {props.onCancel && <Button onClick={props.onCancel}>取消</Button>}
        <Button type="primary" htmlType="submit" loading={props.busy}>
          {props.saveLabel}
        </Button>
      </Flex>
    </>
  );
}

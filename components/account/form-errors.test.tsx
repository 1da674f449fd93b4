// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Form, Input, type FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/client';
import { apiWrapper, startApiServer } from '@/tests/kits/render-with-api';
import { showSaveFailure } from './form-errors';

startApiServer();

describe('showSaveFailure', () => {
  it('puts a nested field error ("allowances.0.cas") under its own input, not in the notice', async () => {
    let form: FormInstance | null = null;
    function Probe() {
      const [instance] = Form.useForm();
      form = instance;
      return (
        <Form form={instance} initialValues={{ allowances: [{ cas: '7664-93-8' }] }}>
          <Form.List name="allowances">
            {(fields) =>
              fields.map((field) => (
                <Form.Item key={field.key} name={[field.name, 'cas']}>
                  <Input aria-label="CAS" />
                </Form.Item>
              ))
            }
          </Form.List>
        </Form>
      );
    }
    render(<Probe />, { wrapper: apiWrapper() });
    const failure = new ApiError(1004, '参数 allowances.0.cas 不正确：CAS 号不正确', { fields: [{ field: 'allowances.0.cas', message: 'CAS 号不正确' }] });
    let notice: string | null = 'unset';
    act(() => {
      notice = showSaveFailure(form!, failure, ['allowances']);
    });
    expect(notice).toBeNull();
    expect(await screen.findByText('CAS 号不正确')).toBeTruthy();
    expect(form!.getFieldError(['allowances', 0, 'cas'])).toEqual(['CAS 号不正确']);
    // A field this form does not have: the message goes to the notice.
    expect(showSaveFailure(form!, new ApiError(1004, '参数 other 不正确：x', { fields: [{ field: 'other', message: 'x' }] }), ['allowances'])).toBe(
      '参数 other 不正确：x',
    );
  });
});

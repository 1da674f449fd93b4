import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { fetchFile, TINY_PDF, uploadAs } from './fresh-roles';
import { testDb } from './helpers';
import { freshMember, type FreshMember } from './kit';

const db = testDb();
afterAll(() => db.destroy());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);

describe('upload abuse', () => {
  let member: FreshMember;
  beforeAll(async () => {
    member = await freshMember(db, 'upl', { buyer: true });
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([TINY_PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expect(await uploadAs(member.token, big, 'big.pdf')).toMatchObject({ code: ErrorCode.UPLOAD_INVALID, msg: '文件超过 10 MB，请压缩后再上传' });
  });

  it('judges the type by the bytes: HTML named .png and an SVG with a script are refused', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    expect(await uploadAs(member.token, html, 'scan.png', 'certificate', 'image/png')).toMatchObject({
      code: ErrorCode.UPLOAD_INVALID,
      msg: '只能上传 PDF、PNG 或 JPG 文件',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await uploadAs(member.token, svg, 'licence.svg', 'certificate', 'image/svg+xml')).code).toBe(ErrorCode.UPLOAD_INVALID);
    const svgAsPng = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect((await uploadAs(member.token, svgAsPng, 'licence.png', 'certificate', 'image/png')).code).toBe(ErrorCode.UPLOAD_INVALID);
  });

  it('a PDF-only purpose says PDF whatever was sent, a recognised image or not', async () => {
    const word = Buffer.from('PK\u0003\u0004 not a pdf');
    expect(await uploadAs(member.token, word, 'sds.docx', 'sds')).toMatchObject({
      code: ErrorCode.UPLOAD_INVALID,
      msg: '安全技术说明书（SDS）只能上传 PDF 文件',
    });
    expect(await uploadAs(member.token, word, 'invoice.docx', 'invoice')).toMatchObject({ code: ErrorCode.UPLOAD_INVALID, msg: '发票只能上传 PDF 文件' });
  });

  it('refuses an unknown purpose', async () => {
    expect((await uploadAs(member.token, PNG, 'a.png', 'avatar')).code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('never uses the client’s name as a path, and serves it back only as a label, encoded, with nosniff', async () => {
    const answer = await uploadAs(member.token, TINY_PDF, "../../etc/passwd 许可证'(1).pdf");
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data.name).not.toContain('/');
    expect(answer.data.contentType).toBe('application/pdf');
    const stored = await db.selectFrom('uploads').select(['storageKey', 'originalName']).where('id', '=', answer.data.id).executeTakeFirstOrThrow();
    expect(stored.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{64}\.pdf$/);
    const response = await fetchFile(answer.data.url, member.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toBe(
      `inline; filename="${stored.originalName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(stored.originalName).replace(/['()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );
    expect(disposition).toContain('%E8%AE%B8%E5%8F%AF%E8%AF%81%27%281%29.pdf');
    expect(Buffer.from(await response.arrayBuffer()).equals(TINY_PDF)).toBe(true);
  });

  it('serves a file to its owner and operators only: another member and a visitor get 404', async () => {
    const answer = await uploadAs(member.token, PNG, 'scan.png');
    const other = await freshMember(db, 'upl_o', { buyer: true, seller: true });
    const operator = await freshMember(db, 'upl_op', { operator: true });
    expect((await fetchFile(answer.data.url, other.token)).status).toBe(404);
    expect((await fetchFile(answer.data.url, null)).status).toBe(404);
    const byOperator = await fetchFile(answer.data.url, operator.token);
    expect(byOperator.status).toBe(200);
    expect(byOperator.headers.get('content-type')).toBe('image/png');
    expect((await fetchFile('/files/2000000000', operator.token)).status).toBe(404);
    expect((await fetchFile('/files/abc', operator.token)).status).toBe(404);
  });
});

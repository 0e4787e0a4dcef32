import { http, HttpResponse, type HttpHandler } from 'msw';
import { env } from '@/config/env';
import type { DemoEndpoint } from '@/config/demo-scenario';
import {
  codeFail,
  codeOk,
  endpoint,
  heldScenario,
  readBody,
  refusedMessage,
  wealthApi,
  type DemoLanguage,
  type Market,
} from '../endpoint';
import { complaintInitFixture, COLLECTION, sonTypeTitle, tabTitles, typeTitle } from '../fixtures/complaint';
import { complaintStore, type DemoComplaint } from '../fixtures/complaint-store';

const MAX_TEXT = 200;
const MAX_IMAGES = 9;
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const say = (market: Market, es: string, en: string) => (market === 'in' ? en : es);

const refused = (ctx: { language: DemoLanguage }, name: DemoEndpoint, code: string) =>
  codeFail(code, refusedMessage(ctx.language, name, code));

function typeLabel(market: Market, complaint: DemoComplaint): string {
  return typeTitle(market, complaint.problemType) ?? complaint.problemType;
}

function listItem(market: Market, complaint: DemoComplaint) {
  const son = sonTypeTitle(market, complaint.problemSonType);
  return {
    id: complaint.problemId,
    time: complaint.time,
    type: son ? `${typeLabel(market, complaint)} · ${son}` : typeLabel(market, complaint),
    content: complaint.content,
  };
}

function isFile(value: unknown): value is File {
  return typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'type' in value;
}

export const complaintHandlers: HttpHandler[] = [
  endpoint('complaintInit', async ({ request }, ctx) => {
    if (ctx.code) return refused(ctx, 'complaintInit', ctx.code);
    const { orderId } = await readBody(request);
    return codeOk(
      complaintInitFixture(ctx.market, orderId || undefined, ctx.scenario.flags.isShow, ctx.scenario),
    );
  }),

  endpoint('complaintList', (_info, ctx) => {
    if (ctx.code) return refused(ctx, 'complaintList', ctx.code);
    const complaints = complaintStore.list(ctx.market);
    const [pending = '', processed = '', closed = ''] = tabTitles(ctx.market);
    const tab = (title: string, status: DemoComplaint['status']) => ({
      title,
      items: complaints.filter((item) => item.status === status).map((item) => listItem(ctx.market, item)),
    });
    return codeOk({ tabs: [tab(pending, 'pending'), tab(processed, 'processed'), tab(closed, 'closed')] });
  }),

  endpoint('complaintDetails', async ({ request }, ctx) => {
    if (ctx.code) return refused(ctx, 'complaintDetails', ctx.code);
    const { problemId = '' } = await readBody(request);
    const complaint = complaintStore.find(ctx.market, problemId);
    if (!complaint)
      return codeFail(
        404,
        say(ctx.market, 'No encontramos esta queja.', 'We could not find this complaint.'),
      );
    return codeOk({
      type: typeLabel(ctx.market, complaint),
      sonType: sonTypeTitle(ctx.market, complaint.problemSonType) ?? '',
      problemId: complaint.problemId,
      content: complaint.content,
      images: complaint.images,
      disposeDetail: complaint.disposeDetail,
      disposeImages: complaint.disposeImages,
      isNeedScore: ctx.scenario.flags.score === '0' ? 0 : complaint.isNeedScore,
    });
  }),

  endpoint('complaintSave', async ({ request }, ctx) => {
    if (ctx.code) return refused(ctx, 'complaintSave', ctx.code);
    const body = await readBody(request);
    const detail = (body.problemDetail ?? '').trim();
    const images = (body.problemImage ?? '').split(',').filter(Boolean);
    const { market } = ctx;
    if (!detail)
      return codeFail(
        1,
        say(market, 'Por favor, rellene sus comentarios y sugerencias', 'Please describe the problem.'),
      );
    if (Array.from(detail).length > MAX_TEXT)
      return codeFail(1, say(market, 'El texto es demasiado largo.', 'The text is too long.'));
    if (images.length > MAX_IMAGES)
      return codeFail(1, say(market, 'Demasiadas imágenes.', 'Too many images.'));
    if (!body.orderNo || !typeTitle(market, body.problemType ?? ''))
      return codeFail(1, say(market, 'Tipo de problema no válido.', 'Invalid problem type.'));
    if (body.problemType === String(COLLECTION) && !sonTypeTitle(market, body.problemSonType ?? ''))
      return codeFail(1, say(market, 'Elige el motivo de cobranza.', 'Choose the collection issue.'));
    const saved = complaintStore.add({
      market,
      problemType: body.problemType ?? '',
      problemSonType: body.problemSonType ?? '',
      orderNo: body.orderNo,
      content: detail,
      images,
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
    });
    return codeOk({ problemId: saved.problemId });
  }),

  endpoint('complaintUploadImage', async ({ request }, ctx) => {
    if (ctx.code) return refused(ctx, 'complaintUploadImage', ctx.code);
    const form = await request.formData().catch(() => null);
    const file = form?.get('problemImage');
    if (!isFile(file) || file.size === 0)
      return codeFail(1, say(ctx.market, 'No recibimos ninguna imagen.', 'No image was received.'));
    if (!file.type.startsWith('image/'))
      return codeFail(1, say(ctx.market, 'El archivo no es una imagen.', 'The file is not an image.'));
    if (file.size > MAX_UPLOAD_BYTES)
      return codeFail(1, say(ctx.market, 'La imagen es demasiado grande.', 'The image is too large.'));
    const id = complaintStore.addUpload(file.type, await file.arrayBuffer());
    const url = `${new URL(request.url).origin}${env.wealthBasePath}/demo-upload/${id}`;
    return codeOk({ url }, say(ctx.market, 'Carga correcta', 'Uploaded'));
  }),

  // Demo only: serves the uploaded images back, so thumbnails and details show the real photo.
  http.get(wealthApi('/demo-upload/:id'), async ({ params, request, cookies }) => {
    await heldScenario(request, cookies);
    const upload = complaintStore.upload(String(params.id));
    if (!upload) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(upload.bytes, {
      headers: { 'Content-Type': upload.type, 'Cache-Control': 'no-store' },
    });
  }),
];

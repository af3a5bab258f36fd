import { PDFDocument, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfDrawing } from './pdf-drawing.js';
import { solidPng } from './png-fixtures.js';

describe('pdfDrawing', () => {
  it('answers the fill colours a page draws with as #RRGGBB and the size of each image it embeds', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([200, 200]);
    page.drawRectangle({ x: 10, y: 10, width: 50, height: 50, color: rgb(15 / 255, 118 / 255, 110 / 255) });
    page.drawRectangle({ x: 70, y: 10, width: 50, height: 50, color: rgb(180 / 255, 83 / 255, 9 / 255) });
    const logo = await doc.embedPng(solidPng(48, [180, 83, 9]));
    page.drawImage(logo, { x: 10, y: 100, width: 48, height: 48 });

    const drawing = await pdfDrawing(await doc.save());

    expect([...drawing.fills].sort()).toEqual(['#0F766E', '#B45309']);
    expect(drawing.images).toEqual(['48x48']);
  });

  it('answers no fills and no images for a blank page', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]);
    expect(await pdfDrawing(await doc.save())).toEqual({ fills: new Set(), images: [] });
  });
});

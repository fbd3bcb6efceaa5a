import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF, all pages in one string, as a reader extracts it. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

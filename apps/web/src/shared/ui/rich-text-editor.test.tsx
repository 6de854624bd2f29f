import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

// jsdom lays nothing out; ProseMirror asks where the selection is drawn to scroll it into view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const zeroRect = () => new DOMRect(0, 0, 0, 0);
const saved = {
  rects: Range.prototype.getClientRects,
  rect: Range.prototype.getBoundingClientRect,
  fromPoint: document.elementFromPoint,
};
beforeAll(() => {
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = zeroRect;
  document.elementFromPoint = () => null;
});
afterAll(() => {
  Range.prototype.getClientRects = saved.rects;
  Range.prototype.getBoundingClientRect = saved.rect;
  document.elementFromPoint = saved.fromPoint;
});

/** The editor in a form, as the console holds it: every change is kept and reported. */
function Field(props: Partial<RichTextEditorProps> & { initial?: string; seen: string[] }) {
  const { initial = '', seen, ...rest } = props;
  const [html, setHtml] = useState(initial);
  return (
    <form>
      <RichTextEditor
        label="Content"
        value={html}
        onChange={(next) => {
          seen.push(next);
          setHtml(next);
        }}
        {...rest}
      />
    </form>
  );
}

const last = (seen: string[]) => seen[seen.length - 1];

/** Selects the whole text, as Ctrl+A does in the region. */
function selectAll(region: HTMLElement) {
  act(() => {
    fireEvent.keyDown(region, { key: 'a', code: 'KeyA', ctrlKey: true });
  });
}

describe('the rich-text editor', () => {
  it('is a multi-line text box named by its label, with its hint and error read with it', async () => {
    render(<Field seen={[]} hint="Members see it at once." error="Write something first." />);
    const region = await screen.findByRole('textbox', { name: 'Content' });
    expect(region.getAttribute('aria-multiline')).toBe('true');
    expect(region.getAttribute('contenteditable')).toBe('true');
    expect(region.getAttribute('aria-invalid')).toBe('true');
    const described = (region.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Write something first.', 'Members see it at once.']);
    // The field is a group named by the label too; its toolbar is named, and each toggle says
    // whether it is on.
    const field = screen.getByRole('group', { name: 'Content' });
    const toolbar = within(field).getByRole('toolbar', { name: 'Formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Heading',
      'Subheading',
      'Bulleted list',
      'Numbered list',
    ]) {
      expect(within(toolbar).getByRole('button', { name }).getAttribute('aria-pressed')).toBe(
        'false',
      );
    }
    expect(within(toolbar).getByRole('button', { name: 'Bold' }).title).toBe('Bold (Ctrl+B)');
  });

  it('makes the selection bold from the toolbar, and plain again with Ctrl+B', async () => {
    const seen: string[] = [];
    render(<Field seen={seen} initial="<p>Dues rise</p>" />);
    const region = await screen.findByRole('textbox', { name: 'Content' });
    const bold = screen.getByRole('button', { name: 'Bold' });
    selectAll(region);
    await userEvent.click(bold);
    expect(last(seen)).toBe('<p><strong>Dues rise</strong></p>');
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('true'));

    act(() => {
      fireEvent.keyDown(region, { key: 'b', code: 'KeyB', ctrlKey: true });
    });
    expect(last(seen)).toBe('<p>Dues rise</p>');
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('false'));
  });

  it('writes headings and lists as the sanitiser keeps them', async () => {
    const seen: string[] = [];
    render(<Field seen={seen} initial="<p>Office hours</p>" />);
    const region = await screen.findByRole('textbox', { name: 'Content' });
    selectAll(region);
    await userEvent.click(screen.getByRole('button', { name: 'Heading' }));
    expect(last(seen)).toBe('<h2>Office hours</h2>');
    await userEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(last(seen)).toBe('<ul><li><p>Office hours</p></li></ul>');
  });

  it('links the selection to an address, refusing an unsafe one', async () => {
    const seen: string[] = [];
    render(<Field seen={seen} initial="<p>Pay dues</p>" />);
    const region = await screen.findByRole('textbox', { name: 'Content' });
    selectAll(region);
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address');
    expect(document.activeElement).toBe(address);
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    expect(screen.getByText(/Enter an address starting with https:\/\//)).toBeTruthy();
    expect(seen).toEqual([]);
    await userEvent.clear(address);
    await userEvent.type(address, 'example.org/dues');
    await userEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(last(seen)).toBe(
      '<p><a target="_blank" rel="noopener noreferrer" href="https://example.org/dues">Pay dues</a></p>',
    );
  });

  it('uploads a picture and inserts it with its description', async () => {
    const seen: string[] = [];
    const upload = vi.fn(async () => ({
      url: '/media/content/0b7c5a52-8f0e-4d7a-9d55-3f3f6f0c2e11.webp',
    }));
    render(<Field seen={seen} initial="<p>Our new office</p>" onUploadImage={upload} />);
    await screen.findByRole('textbox', { name: 'Content' });
    await userEvent.click(screen.getByRole('button', { name: 'Image' }));
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'office.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(screen.getByLabelText(/^Image file/), file);
    await userEvent.type(
      screen.getByLabelText('Description for people who cannot see it'),
      'The front desk',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload and insert' }));
    expect(upload).toHaveBeenCalledWith(file);
    await waitFor(() =>
      expect(last(seen)).toContain(
        '<img src="/media/content/0b7c5a52-8f0e-4d7a-9d55-3f3f6f0c2e11.webp" alt="The front desk">',
      ),
    );
  });

  it('is one tab stop whose buttons the arrow keys move between', async () => {
    render(<Field seen={[]} />);
    await screen.findByRole('textbox', { name: 'Content' });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const focusable = within(toolbar)
      .getAllByRole('button')
      .filter((b) => b.tabIndex === 0);
    expect(focusable.map((b) => b.getAttribute('aria-label'))).toEqual(['Bold']);
    focusable[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Italic');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('HTML source');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Bold');
  });

  it('shows and edits the HTML source when asked', async () => {
    const seen: string[] = [];
    render(<Field seen={seen} initial="<p>Hello</p>" />);
    await screen.findByRole('textbox', { name: 'Content' });
    const sourceButton = screen.getByRole('button', { name: 'HTML source' });
    await userEvent.click(sourceButton);
    expect(sourceButton.getAttribute('aria-pressed')).toBe('true');
    const source = screen.getByRole('textbox', { name: 'Content' });
    expect(source.tagName).toBe('TEXTAREA');
    expect((source as HTMLTextAreaElement).value).toBe('<p>Hello</p>');
    // An image from another site is not ours: the editor drops it, as the server would.
    fireEvent.change(source, {
      target: { value: '<p><em>Hi</em></p><img src="https://tracker.example/p.gif" alt="">' },
    });
    await userEvent.click(sourceButton);
    const region = await screen.findByRole('textbox', { name: 'Content' });
    expect(region.innerHTML).toContain('<em>Hi</em>');
    expect(region.querySelector('img')).toBeNull();
    expect(last(seen)).toBe('<p><em>Hi</em></p>');
  });

  it('speaks Spanish', async () => {
    await act(() => setLanguage('es'));
    render(<Field seen={[]} label="Contenido" />);
    await screen.findByRole('textbox', { name: 'Contenido' });
    const toolbar = screen.getByRole('toolbar', { name: 'Formato' });
    for (const name of ['Negrita', 'Cursiva', 'Título', 'Lista con viñetas', 'Enlace']) {
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    }
  });
});

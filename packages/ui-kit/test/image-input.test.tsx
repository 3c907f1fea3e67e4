import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageInput } from '../src/image-input';
import { formDataOf } from './form-data';

const png = (bytes = 10, name = 'tea.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('ImageInput', () => {
  it('shows the current image when no file is chosen', () => {
    render(<ImageInput label="Image" currentUrl="/media/tea.jpg" />);
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', '/media/tea.jpg');
    expect(screen.getByLabelText('Image')).toHaveAttribute('accept', 'image/*');
  });

  it('shows a local preview as soon as a file is chosen, and revokes it on change and unmount', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFileChange = vi.fn();
    const { unmount } = render(
      <ImageInput label="Image" currentUrl="/media/old.jpg" onFileChange={onFileChange} />,
    );
    const first = png();
    await user.upload(screen.getByLabelText('Image'), first);
    const preview = screen.getByRole('img', { name: 'Preview of the chosen image' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    expect(onFileChange).toHaveBeenCalledWith(first);
    expect(URL.createObjectURL).toHaveBeenCalledWith(first);
    const firstUrl = preview.getAttribute('src');

    await user.upload(screen.getByLabelText('Image'), png(20, 'other.png'));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(firstUrl);
    const secondUrl = screen.getByRole('img', { name: 'Preview of the chosen image' }).getAttribute('src');
    expect(secondUrl).not.toBe(firstUrl);

    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(secondUrl);
  });

  it('refuses a non-image with a visible message and never calls onFileChange', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFileChange = vi.fn();
    render(<ImageInput label="Image" onFileChange={onFileChange} />);
    const input = screen.getByLabelText('Image');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('This file is not an image. Choose an image file.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onFileChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses a file over maxBytes with a visible message', async () => {
    const user = userEvent.setup();
    const onFileChange = vi.fn();
    render(<ImageInput label="Image" maxBytes={1024} onFileChange={onFileChange} />);
    await user.upload(screen.getByLabelText('Image'), png(2048));
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(
      expect.stringContaining('This image is too large. The limit is 1 kB.'),
    );
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it('takes its refusal texts as props and clears the refusal when a good file follows', async () => {
    const user = userEvent.setup();
    render(<ImageInput label="Image" maxBytes={100} texts={{ tooLarge: (limit) => `Max ${limit}` }} />);
    await user.upload(screen.getByLabelText('Image'), png(200));
    expect(screen.getByText('Max 100 bytes')).toBeVisible();
    await user.upload(screen.getByLabelText('Image'), png(50));
    expect(screen.queryByText('Max 100 bytes')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();
  });

  it('accepts a dropped image and refuses a dropped non-image', () => {
    const onFileChange = vi.fn();
    const { container } = render(<ImageInput label="Image" onFileChange={onFileChange} />);
    const zone = container.querySelector('.ui-dropzone');
    if (!zone) throw new Error('no drop zone');
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByText('This file is not an image. Choose an image file.')).toBeVisible();
    expect(onFileChange).not.toHaveBeenCalled();
    const image = png();
    fireEvent.drop(zone, { dataTransfer: { files: [image] } });
    expect(onFileChange).toHaveBeenCalledWith(image);
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();
  });

  it('goes back to the current image when its form is reset', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="f">
        <ImageInput label="Image" name="image" currentUrl="/media/old.jpg" />
        <button type="reset">Reset</button>
      </form>,
    );
    await user.upload(screen.getByLabelText('Image'), png());
    expect(formDataOf('f').get('image')).toBeInstanceOf(File);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('img', { name: 'Current image' })).toBeInTheDocument();
  });

  it('shows an error given from outside', () => {
    render(<ImageInput label="Image" error="The server refused the image" />);
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(
      expect.stringContaining('The server refused the image'),
    );
  });

  it('names the chosen file with its size, and a refused one too', async () => {
    const user = userEvent.setup();
    render(<ImageInput label="Image" maxBytes={1024} />);
    const input = screen.getByLabelText('Image');
    await user.upload(input, png(512, 'tea.png'));
    expect(screen.getByText('tea.png, 512 bytes')).toBeVisible();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('tea.png, 512 bytes'));
    await user.upload(input, png(3 * 1024 * 1024, 'huge.png'));
    expect(screen.getByText('huge.png, 3 MB')).toBeVisible();
    expect(screen.queryByText('tea.png, 512 bytes')).not.toBeInTheDocument();
  });

  it('tells its form of a refused file, and lets go of the choice with Remove chosen file', async () => {
    const user = userEvent.setup();
    const onFileChange = vi.fn();
    const onFileRefused = vi.fn();
    render(
      <ImageInput
        label="Image"
        currentUrl="/media/old.jpg"
        maxBytes={1024}
        onFileChange={onFileChange}
        onFileRefused={onFileRefused}
      />,
    );
    await user.upload(screen.getByLabelText('Image'), png(2048, 'big.png'));
    expect(onFileRefused).toHaveBeenCalledWith('This image is too large. The limit is 1 kB.');
    expect(onFileChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove chosen file' }));
    expect(onFileChange).toHaveBeenCalledWith(null);
    expect(screen.queryByText('This image is too large. The limit is 1 kB.')).not.toBeInTheDocument();
    expect(screen.queryByText(/big\.png/)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Current image' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove chosen file' })).not.toBeInTheDocument();
  });

  it('shows no broken picture for a file the browser cannot draw', async () => {
    const user = userEvent.setup();
    render(<ImageInput label="Image" />);
    await user.upload(screen.getByLabelText('Image'), png(10, 'broken.png'));
    fireEvent.error(screen.getByRole('img', { name: 'Preview of the chosen image' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No preview: this file does not open as a picture.')).toBeVisible();
    expect(screen.getByText('broken.png, 10 bytes')).toBeVisible();
  });
});

import { Modal } from 'antd';

export interface NewRequestDialogProps {
  open: boolean;
  onClose: () => void;
}

// The survey request dialog lands with the responses issue; the exposed module and its contract exist now.
export default function NewRequestDialog({ open, onClose }: NewRequestDialogProps) {
  return <Modal open={open} onCancel={onClose} footer={null} title="So'rovnoma" />;
}

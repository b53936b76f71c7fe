import { Drawer } from 'antd';
import { Sidebar, SIDEBAR_WIDTH } from './sidebar';

/** The sidebar as a drawer on small screens; its own chunk, so large screens never download antd's Drawer. */
export function MobileMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={SIDEBAR_WIDTH}
      styles={{ body: { padding: 0 } }}
      title={null}
      closable={false}
    >
      <Sidebar onNavigate={onClose} />
    </Drawer>
  );
}

import { useEffect } from 'react';
import { notification } from 'antd';
import { attachToasts } from './toast';

/** A chunk of its own: antd's notification hook, inside the app's ConfigProvider so toasts wear its theme. */
export default function ToastHolder() {
  const [api, holder] = notification.useNotification({ placement: 'bottomRight', maxCount: 3 });
  useEffect(() => {
    attachToasts(api);
    return () => attachToasts(null);
  }, [api]);
  return holder;
}

import { Space, Typography } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { isResponseCompleted, responseStatusKey, type Response } from '@fikr/shared';
import { useCommonText } from '../lib/common-text';
import { useRewardText } from './reward-text';

/** The wide table's type column: reward with a completed (check) or waiting (clock) icon. */
export function RewardLabel({ response }: { response: Response }) {
  const common = useCommonText();
  const rewardText = useRewardText();
  const done = isResponseCompleted(response.status);
  const statusText = common(responseStatusKey(response.status));
  return (
    <Space size={6}>
      {done ? (
        <CheckCircleOutlined style={{ color: '#52c41a' }} aria-label={statusText} title={statusText} />
      ) : (
        <ClockCircleOutlined style={{ color: '#faad14' }} aria-label={statusText} title={statusText} />
      )}
      <Typography.Text>{rewardText(response)}</Typography.Text>
    </Space>
  );
}

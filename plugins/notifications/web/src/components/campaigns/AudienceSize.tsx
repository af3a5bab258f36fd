import { TeamOutlined } from '@ant-design/icons';
import { Plural, Trans } from '@lingui/react/macro';
import type { AudienceCriteria } from '@otimiza/plugin-notifications-shared';
import { Alert, Flex, Spin, Typography } from 'antd';
import { useAudienceSize } from '../../hooks/useAudienceSize';

/** The live size of the audience the form's criteria reach. */
export function AudienceSize({ criteria }: { criteria: AudienceCriteria | null }) {
  const size = useAudienceSize(criteria);
  if (size.error) return <Alert type="warning" showIcon title={<Trans>Não foi possível calcular o alcance</Trans>} description={size.error.message} />;
  return (
    <Flex gap={8} align="center" data-testid="audience-size" aria-live="polite">
      <TeamOutlined />
      {size.data === undefined || size.isFetching ? (
        <Spin size="small" />
      ) : (
        <Typography.Text strong>
          <Plural value={size.data.segmentSize} _0="Ninguém atende a estes critérios agora" one="Alcance agora: # pessoa" other="Alcance agora: # pessoas" />
        </Typography.Text>
      )}
    </Flex>
  );
}

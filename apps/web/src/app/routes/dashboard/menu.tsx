import { useTheme } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layouts/content-layout';
import { buttonLinkStyles } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { MealList } from '@/features/meals/components/meal-list';
import { useStores } from '@/stores/stores-context';

const MenuRoute = observer(function MenuRoute() {
  const theme = useTheme();
  const canManage = useStores().auth.can('meals.manage');
  return (
    <ContentLayout
      title="Menu"
      description="Your meals, their options and availability."
      actions={
        canManage && (
          <Link to={paths.dashboard.menuCreate.getHref()} css={[buttonLinkStyles(theme), { gap: '0.5rem' }]}>
            <PlusIcon size={18} /> Add meal
          </Link>
        )
      }
    >
      <MealList />
    </ContentLayout>
  );
});

export default MenuRoute;

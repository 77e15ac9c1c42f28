import { ContentLayout } from '@/components/layouts/content-layout';
import { MealEditorView } from '@/features/meals/components/meal-editor-view';

export default function MenuCreateRoute() {
  return (
    <ContentLayout title="Add a meal" description="Six short steps; the meal stays a draft until you publish it.">
      <MealEditorView />
    </ContentLayout>
  );
}

import { useParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layouts/content-layout';
import { MealEditorView } from '@/features/meals/components/meal-editor-view';

export default function MenuEditRoute() {
  const { mealId = '' } = useParams();
  return (
    <ContentLayout title="Edit meal" description="Open any step, change what you need and save from there.">
      <MealEditorView key={mealId} mealId={mealId} />
    </ContentLayout>
  );
}

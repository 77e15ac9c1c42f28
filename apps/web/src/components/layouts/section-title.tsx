import styled from '@emotion/styled';
import { usePageTitle } from '@/components/page-title';

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** Heading of a page nested under a layout that already has the h1 (settings tabs). */
export function SectionTitle({ title }: { title: string }) {
  usePageTitle(title);
  return <Heading>{title}</Heading>;
}

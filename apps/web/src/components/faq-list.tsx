import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';

export type FaqItem = { q: string; a: string };

/** The frequently asked questions (common:faq.items), one open at a time. */
export function FaqList() {
  const { t } = useTranslation();
  const items = t('faq.items', { returnObjects: true }) as FaqItem[];
  const [open, setOpen] = useState<number | false>(0);
  return (
    <div>
      {(Array.isArray(items) ? items : []).map((item, i) => (
        <Accordion
          key={item.q}
          expanded={open === i}
          onChange={(_, expanded) => setOpen(expanded ? i : false)}
          disableGutters
          sx={{ mb: 1.5, borderRadius: '12px !important', '&::before': { display: 'none' } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMore />}
            id={`faq-${i}-header`}
            aria-controls={`faq-${i}-content`}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {item.q}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${i}-content`}>
            <Typography color="text.secondary">{item.a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}

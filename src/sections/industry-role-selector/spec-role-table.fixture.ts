import type { IndustryRoleSelectorSection } from '@/content/generated/content-types.ts';

/** SPEC 3's industry-to-role table, written out independently of home.json so tests can hold the content to it. */
export const specRoleTable: IndustryRoleSelectorSection['industries'] = [
  {
    industry: 'Automotive',
    roles: {
      sales: ['Regional Sales Managers', 'Dealer Principals', 'Marketing Heads', 'Pre-sales Consultants'],
      training: ['Service Trainers', 'Customer Experience Teams', 'Technical Training Leads', 'HR/Onboarding Managers'],
      twin: ['Manufacturing Engineering Leads', 'Facility Managers', 'Process Engineers', 'R&D and Prototype Heads'],
    },
  },
  {
    industry: 'Logistics',
    roles: {
      sales: ['Solution Consultants', 'Channel Sales Teams', 'Technology Vendors', 'Fleet Acquisition Heads'],
      training: ['Warehouse Training Leads', 'Logistics Coordinators', 'Customer Support Heads', 'Driver Training Managers'],
      twin: ['Facility Layout Engineers', 'Logistics Planners', 'Digital Twin Analysts', 'Automation Leads'],
    },
  },
  {
    industry: 'Manufacturing',
    roles: {
      sales: ['B2B Sales Engineers', 'Exhibition Managers', 'Marketing Heads', 'Channel Partners'],
      training: ['Line Trainers & Supervisors', 'Maintenance Engineers', 'EHS Managers', 'Production Managers'],
      twin: ['Factory IT Leads', 'Continuous Improvement Heads', 'Quality Managers', 'Smart Manufacturing Directors'],
    },
  },
];

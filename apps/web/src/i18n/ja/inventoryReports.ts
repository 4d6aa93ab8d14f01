/** Texts of inventory reports and warnings (drpreport, statisticaltable), Japanese. */
export default {};
